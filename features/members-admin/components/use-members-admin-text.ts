import { createFeatureText } from "@lib/i18n/feature-text";
import { MEMBERS_ADMIN_NAMESPACES } from "./namespaces";

export const useMembersAdminText = createFeatureText(MEMBERS_ADMIN_NAMESPACES);
