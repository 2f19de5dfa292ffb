import { CONSOLE_KIT_NAMESPACES } from "@blocks/console";

/**
 * The operators' board screens' words (`board-admin`), with the visitors' `board` beside them for the boards' names, and the console
 * block's (`console-kit`: a post's changes).
 * Kept apart from the hook so the door hands the list to a route without loading i18next's React part.
 */
export const BOARD_ADMIN_NAMESPACES = ["board-admin", "board", ...CONSOLE_KIT_NAMESPACES] as const;
