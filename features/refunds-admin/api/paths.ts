import type { Area } from "@lib/session/areas";

/** Operators' pages use the admin token, whatever site shows them (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

/** The first element of every SWR key of this screen, so marking a refund can read the lists again. */
export const KEY_ROOT = "refunds-admin";

/** Matches the cached lists (every state, page and token). */
export const isRefundsKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT;
