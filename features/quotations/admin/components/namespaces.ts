import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/**
 * The quotations console's words (`quotations-admin`) and the console kit's (its audit trail). Kept apart from the
 * hook so the door hands the list to a route without loading i18next's React part.
 */
export const QUOTATIONS_ADMIN_NAMESPACES = ["quotations-admin", ...CONSOLE_KIT_NAMESPACES] as const;
