import { SITE_LIST, type SiteInfo, type SiteName, matchSite } from "@contracts/site-map";
import type { RouteObject } from "react-router";

export type SiteModule = { routes: RouteObject[] };

export type SiteEntry = SiteInfo & {
  /** The site's routes, a lazy chunk of its own: a visitor of one site downloads no other site's code. */
  load: () => Promise<SiteModule>;
};

// Each site's routes by folder convention (`sites/<name>/routes.tsx`): one lazy chunk per site, and a new site needs
// no line here. A site of the map without its folder fails the registry's test.
const ROUTES = import.meta.glob<SiteModule>("./*/routes.tsx");

/** The loader of a site's routes; a site without its folder rejects (the registry's test lists every site). */
function loaderOf(name: SiteName): () => Promise<SiteModule> {
  return ROUTES[`./${name}/routes.tsx`] ?? (() => Promise.reject(new Error(`no sites/${name}/routes.tsx`)));
}

/** Every site of contracts/site-map.ts with the loader of its routes. */
export const SITES: readonly SiteEntry[] = SITE_LIST.map((site) => ({
  ...site,
  load: loaderOf(site.name),
}));

/** The site that owns a path, by its first segment; undefined when none does (the not-found screen). */
export function siteForPath(pathname: string, sites: readonly SiteEntry[] = SITES): SiteEntry | undefined {
  return matchSite(pathname, sites);
}
