import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them. */
export const OPERATOR_AREA: Area = "admin";

/** The first element of every SWR key of these screens, so a write can read them again. */
export const KEY_ROOT = "members-admin";

/** Matches the cached lists and members (every query, page and token). */
export const isMembersKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT;
