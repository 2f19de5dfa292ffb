import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/**
 * The console's products screens' words (`products-admin`) and the console kit's (the audit trail's). Kept apart
 * from the hook so the door hands the list to a route without loading i18next's React part.
 */
export const PRODUCTS_ADMIN_NAMESPACES = ["products-admin", ...CONSOLE_KIT_NAMESPACES] as const;
