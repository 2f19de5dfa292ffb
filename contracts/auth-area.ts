/**
 * The browser names the area of the page it calls from (chosen by the page address); the auth calls that take no
 * token (sign-up, sign-in, password reset) act on that area's accounts. Missing means `member`.
 * Kept free of schemas so the app shell can import it without the validation library.
 */
export const AUTH_AREA_HEADER = "X-Auth-Area";

/**
 * The four sign-in areas (spec points 1 and 6), the one list the browser, the contracts and the database use. Each
 * has its own accounts and its own tokens: a token carries its area and is refused by every other area.
 */
export const AUTH_AREAS = ["member", "admin", "travel", "accreditation"] as const;
export type AuthArea = (typeof AUTH_AREAS)[number];

/** Where an unauthenticated person of each area is sent (spec point 2, sign-in redirect targets). */
export const SIGN_IN_PATHS: Record<AuthArea, string> = {
  member: "/account/login",
  admin: "/seouleduadmin/signin",
  travel: "/seouledutravel/login",
  accreditation: "/sitmmt/ppipsa",
};

/**
 * A path segment that puts a page in an area whatever site it belongs to: operators' pages (`/sitmmt/admin/...`)
 * and the accreditation pages (`/sitmmt/ppipsa/...`). A site's own area and its exceptions are in site-map.ts.
 */
export const AREA_SEGMENTS: readonly (readonly [string, AuthArea])[] = [
  ["admin", "admin"],
  ["ppipsa", "accreditation"],
];

/**
 * What an operator (an `admin` account) may do: `operator` runs the sites; `gate` only scans tickets at a
 * departure's gate (issue 23: staff hired for a day need no access to guests' data beyond the scan's answer);
 * `partner` only scans visitor passes at its own venue (issue 24, ADR 0030); `driver` only drives a protocol tour's
 * vehicle and shares its position (issue 25, ADR 0033); `clerk` runs the shop's console but moves no money (no
 * refund, no price) and `viewer` only reads it (issue 26, ADR 0034). Every admin door admits operators; a door names
 * `gate`, `partner`, `driver`, `clerk` or `viewer` where that staff may come in too.
 */
export const ADMIN_ROLES = ["operator", "gate", "partner", "driver", "clerk", "viewer"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];
