/**
 * The messages these screens read: their own (locales/<lang>/fair-admin.json) first, and the visitors' (`fair`) for
 * the interests' names and the contract's messages (`fair:interests.conference`).
 */
export const FAIR_ADMIN_NAMESPACES = ["fair-admin", "fair"] as const;
