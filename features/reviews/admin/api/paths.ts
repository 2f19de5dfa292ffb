import type { Area } from "@lib/session/areas";

/** The console's pages use the admin token (the API answers 401 to any other area's). */
export const OPERATOR_AREA: Area = "admin";

/** The first element of every SWR key of these screens, so a write can read the lists again. */
export const KEY_ROOT = "reviews-admin";

export const ADMIN_REVIEWS_PATH = "/api/v1/admin/reviews";
export const ADMIN_SOCIAL_REVIEWS_PATH = "/api/v1/admin/social-reviews";
export const PRODUCTS_PATH = "/api/v1/products";

/** Matches the cached lists (every filter, page and token). */
export const isReviewsAdminKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT;
