import { createFeatureText } from "@lib/i18n/feature-text";

/**
 * The operators' screens' words (`applications-admin`), and the applicants' namespace (`applications`) beside them
 * for what both sides name alike: the statuses, report states and the contract's messages (`applications:...`).
 */
export const ADMIN_NAMESPACES = ["applications-admin", "applications"] as const;

export const useAdminText = createFeatureText(ADMIN_NAMESPACES);
