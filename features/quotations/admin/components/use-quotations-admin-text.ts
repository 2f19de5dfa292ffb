import { createFeatureText } from "@lib/i18n/feature-text";
import { QUOTATIONS_ADMIN_NAMESPACES } from "./namespaces";

export const useQuotationsAdminText = createFeatureText(QUOTATIONS_ADMIN_NAMESPACES);
