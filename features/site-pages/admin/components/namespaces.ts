/**
 * The page editor's words.
 * Kept apart from the hook so the door hands the list to a route without loading i18next's React part.
 */
export const SITE_PAGES_ADMIN_NAMESPACES = ["site-pages-admin"] as const;
