/**
 * The delegation's screens' words (`protocol-tour`). Kept apart from the hook so the door hands the list to a route
 * without loading i18next's React part.
 */
export const PROTOCOL_NAMESPACES = ["protocol-tour"] as const;
