import { createFeatureText } from "@lib/i18n/feature-text";
import { PASS_VENUES_ADMIN_NAMESPACES } from "./namespaces";

export const useVenuesAdminText = createFeatureText(PASS_VENUES_ADMIN_NAMESPACES);
