/**
 * The operators' board screens' words (`board-admin`), with the visitors' `board` beside them for the boards' names.
 * Kept apart from the hook so the door hands the list to a route without loading i18next's React part.
 */
export const BOARD_ADMIN_NAMESPACES = ["board-admin", "board"] as const;
