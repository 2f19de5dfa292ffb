import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/** The promotion links screen's words (`promotions-admin`) and the console kit's. */
export const PROMOTIONS_ADMIN_NAMESPACES = ["promotions-admin", ...CONSOLE_KIT_NAMESPACES] as const;
