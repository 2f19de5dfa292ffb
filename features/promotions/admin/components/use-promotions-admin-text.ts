import { createFeatureText } from "@lib/i18n/feature-text";
import { PROMOTIONS_ADMIN_NAMESPACES } from "./namespaces";

export const usePromotionsAdminText = createFeatureText(PROMOTIONS_ADMIN_NAMESPACES);
