import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/**
 * The members screens' words (`members-admin`) and the console kit's (the audit trail). Kept apart from the hook so
 * the door hands the list to a route without loading i18next's React part.
 */
export const MEMBERS_ADMIN_NAMESPACES = ["members-admin", ...CONSOLE_KIT_NAMESPACES] as const;
