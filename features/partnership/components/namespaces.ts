/**
 * The partnership screens' words (`partnership`), and the venues' (`pass-venues`) beside them for what both name
 * alike: the categories, the districts and what the pass gives. Kept apart from the hook so the door hands the list
 * to a route without loading i18next's React part.
 */
export const PARTNERSHIP_NAMESPACES = ["partnership", "pass-venues"] as const;
