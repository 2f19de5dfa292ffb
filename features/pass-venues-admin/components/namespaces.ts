/**
 * The operators' venue screens' words (`pass-venues-admin`), and the public venues' (`pass-venues`) beside them for
 * what both name alike: the categories, the districts and what the pass gives. Kept apart from the hook so the door
 * hands the list to a route without loading i18next's React part.
 */
export const PASS_VENUES_ADMIN_NAMESPACES = ["pass-venues-admin", "pass-venues"] as const;
