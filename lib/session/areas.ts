import { AREA_SEGMENTS, AUTH_AREAS, type AuthArea, SIGN_IN_PATHS } from "@contracts/auth-area";
import { SITE_LIST, matchSite, pathPrefix } from "@contracts/site-map";

/**
 * The four sign-in areas of spec point 1: each has its own accounts, token and sign-in page. The area of a page is
 * chosen by its address (spec point 6), from the manifests: contracts/auth-area.ts and contracts/site-map.ts.
 */
export const AREAS = AUTH_AREAS;
export type Area = AuthArea;

/** Where an unauthenticated person of each area is sent (spec point 2, sign-in redirect targets). */
export const SIGN_IN_PATH: Record<Area, string> = SIGN_IN_PATHS;

/** The sign-in page for an area from a page: the page's site's own, if it has one, else the area's. */
export function signInPathFor(area: Area, pathname: string): string {
  const site = matchSite(pathname.toLowerCase(), SITE_LIST);
  return site?.signIn?.[area] ?? SIGN_IN_PATH[area];
}

/**
 * A page's area: a fixed operator page or an area prefix its site names, else a segment that puts any page in an
 * area (`/sitmmt/admin/...`, `/sitmmt/ppipsa/...`), else its site's area; a path of no site is the shop's members'.
 */
export function areaForPath(pathname: string): Area {
  const lower = pathname.toLowerCase().replace(/\/+$/, "");
  const site = matchSite(lower, SITE_LIST);
  const byPage = site?.areaOf?.pages?.[lower] ?? site?.areaOf?.prefixes?.[pathPrefix(lower)];
  if (byPage) return byPage;
  const segments = lower.split("/").filter(Boolean);
  for (const [segment, area] of AREA_SEGMENTS) if (segments.includes(segment)) return area;
  return site?.area ?? "member";
}
