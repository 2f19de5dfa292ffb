import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/**
 * The reviews console's words (`reviews-admin`) and the console kit's (its audit trail). Kept apart from the hook so
 * the door hands the list to a route without loading i18next's React part.
 */
export const REVIEWS_ADMIN_NAMESPACES = ["reviews-admin", ...CONSOLE_KIT_NAMESPACES] as const;
