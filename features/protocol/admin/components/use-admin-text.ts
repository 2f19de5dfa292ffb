import { createFeatureText } from "@lib/i18n/feature-text";
import { PROTOCOL_ADMIN_NAMESPACES } from "./namespaces";

export const useAdminText = createFeatureText(PROTOCOL_ADMIN_NAMESPACES);
