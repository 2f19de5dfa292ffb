import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/**
 * The dashboard's words (`shop-dashboard`) and the console kit's. Kept apart from the hook so the door hands the list
 * to a route without loading i18next's React part.
 */
export const SHOP_DASHBOARD_NAMESPACES = ["shop-dashboard", ...CONSOLE_KIT_NAMESPACES] as const;
