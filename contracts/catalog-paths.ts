/**
 * The path segment that means "any" in `/product/search/{category}/{region}`. Its own module, without the schema
 * library, so the shop's first chunk can build search paths without loading it (as payment-methods.ts).
 */
export const ANY = "all";
