import type { RouteObject } from "react-router";
import { shopSite } from "./shop/site.config";

export type SiteModule = { routes: RouteObject[] };

export type SiteEntry = {
  name: string;
  /** First path segments this site owns, e.g. `/main`. */
  prefixes: readonly string[];
  /** The site's routes, a lazy chunk of its own: a visitor of one site downloads no other site's code. */
  load: () => Promise<SiteModule>;
};

export const SITES: readonly SiteEntry[] = [{ ...shopSite, load: () => import("./shop/routes") }];

/** The site that owns a path, by its first segment; undefined when none does (the not-found screen). */
export function siteForPath(pathname: string, sites: readonly SiteEntry[] = SITES): SiteEntry | undefined {
  const first = `/${pathname.split("/").filter(Boolean)[0] ?? ""}`;
  return sites.find((site) => site.prefixes.includes(first));
}
