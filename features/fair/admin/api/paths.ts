import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them (the API answers 401 to any other). */
export const OPERATOR_AREA: Area = "admin";

/** The operators' addresses of the MICE fair's API (contracts/mice.ts, operators' part). */
export const ADMIN_VISITORS_PATH = "/api/v1/admin/mice/visitors";
export const badgeCheckInPath = (code: string) => `/api/v1/admin/mice/badges/${encodeURIComponent(code)}/check-in`;
/** The pattern of the check-in address, for the mocked API. */
export const BADGE_CHECK_IN_PATTERN = "/api/v1/admin/mice/badges/:code/check-in";

/** The first element of every SWR key of these screens, so a check-in can refresh the visitors' list. */
export const KEY_ROOT = "fair-admin";
export const isVisitorsKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT && key[1] === "visitors";
