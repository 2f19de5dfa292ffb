/**
 * The four sign-in areas of spec point 1: each has its own accounts, token and sign-in page. The area of a page is
 * chosen by its address (spec point 6).
 */
export const AREAS = ["member", "admin", "travel", "accreditation"] as const;
export type Area = (typeof AREAS)[number];

/** Where an unauthenticated person of each area is sent (spec point 2, sign-in redirect targets). */
export const SIGN_IN_PATH: Record<Area, string> = {
  member: "/account/login",
  admin: "/seouleduadmin/signin",
  travel: "/seouledutravel/login",
  accreditation: "/sitmmt/ppipsa",
};

/** The path segment that puts a page in an area other than the main shop's member area. */
const AREA_SEGMENTS: readonly (readonly [string, Area])[] = [
  ["seouleduadmin", "admin"],
  // the medical travel mart's operator pages: `/sitmmt/admin/...` and the venue screens' update page
  ["admin", "admin"],
  ["sitmmt-update", "admin"],
  ["seouledutravel", "travel"],
  ["ppipsa", "accreditation"],
];

/** Operator pages whose address has no area segment (the spec fixes these addresses). */
const ADMIN_PAGES: readonly string[] = ["/rok-us/survey/list"];

export function areaForPath(pathname: string): Area {
  const lower = pathname.toLowerCase().replace(/\/+$/, "");
  if (ADMIN_PAGES.includes(lower)) return "admin";
  const segments = lower.split("/").filter(Boolean);
  for (const [segment, area] of AREA_SEGMENTS) if (segments.includes(segment)) return area;
  return "member";
}
