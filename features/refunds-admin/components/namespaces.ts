/**
 * The refunds screen's words (`refunds-admin`). Kept apart from the hook so the door hands the list to a route
 * without loading i18next's React part.
 */
export const REFUNDS_ADMIN_NAMESPACES = ["refunds-admin"] as const;
