/** The operators' protocol screens' words (`protocol-admin`), and the delegation's (`protocol-tour`) for what both name alike. */
export const PROTOCOL_ADMIN_NAMESPACES = ["protocol-admin", "protocol-tour"] as const;
