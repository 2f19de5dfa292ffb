import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/**
 * The operators' question screens' words (`inquiries-admin`), and the members' namespace (`inquiries`) beside them for what both sides name alike: the statuses, the files and the contract's messages; and the console block's (`console-kit`: the record's changes).
 * Kept apart from the hook so the door hands the list to a route without loading i18next's React part.
 */
export const INQUIRIES_ADMIN_NAMESPACES = ["inquiries-admin", "inquiries", ...CONSOLE_KIT_NAMESPACES] as const;
