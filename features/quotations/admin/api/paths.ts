import type { Area } from "@lib/session/areas";

/** The console's pages use the admin token (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

/** The first element of every SWR key of these screens, so a write can read them again. */
export const KEY_ROOT = "quotations-admin";

export const ADMIN_QUOTATIONS_PATH = "/api/v1/admin/quotations";
export const PRODUCTS_PATH = "/api/v1/products";

export const isQuotationsAdminKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT;
