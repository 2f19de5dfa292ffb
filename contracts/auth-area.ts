/**
 * The browser names the area of the page it calls from (chosen by the page address); the auth calls that take no
 * token (sign-up, sign-in, password reset) act on that area's accounts. Missing means `member`.
 * Kept free of schemas so the app shell can import it without the validation library.
 */
export const AUTH_AREA_HEADER = "X-Auth-Area";
