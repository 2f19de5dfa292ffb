import { createFeatureText } from "@lib/i18n/feature-text";
import { REFUNDS_ADMIN_NAMESPACES } from "./namespaces";

export const useRefundsAdminText = createFeatureText(REFUNDS_ADMIN_NAMESPACES);
