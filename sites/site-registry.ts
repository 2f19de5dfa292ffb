import { SITE_LIST, type SiteInfo, type SiteName, matchSite } from "@contracts/site-map";
import type { RouteObject } from "react-router";

export type SiteModule = { routes: RouteObject[] };

export type SiteEntry = SiteInfo & {
  /** The site's routes, a lazy chunk of its own: a visitor of one site downloads no other site's code. */
  load: () => Promise<SiteModule>;
};

// One import expression per site, so the bundler makes one chunk per site; the record type makes a site of the
// map without its loader a type error.
const LOADERS: Record<SiteName, () => Promise<SiteModule>> = {
  shop: () => import("./shop/routes"),
  sitmmt: () => import("./sitmmt/routes"),
  seoulitepass: () => import("./seoulitepass/routes"),
  seouledutravel: () => import("./seouledutravel/routes"),
  seouleduadmin: () => import("./seouleduadmin/routes"),
  mice: () => import("./mice/routes"),
  apec2025: () => import("./apec2025/routes"),
  bleisure: () => import("./bleisure/routes"),
  protocol: () => import("./protocol/routes"),
  "rok-us": () => import("./rok-us/routes"),
  event: () => import("./event/routes"),
};

/** Every site of contracts/site-map.ts with the loader of its routes. */
export const SITES: readonly SiteEntry[] = SITE_LIST.map((site) => ({ ...site, load: LOADERS[site.name] }));

/** The site that owns a path, by its first segment; undefined when none does (the not-found screen). */
export function siteForPath(pathname: string, sites: readonly SiteEntry[] = SITES): SiteEntry | undefined {
  return matchSite(pathname, sites);
}
