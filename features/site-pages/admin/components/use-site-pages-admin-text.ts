import { createFeatureText } from "@lib/i18n/feature-text";
import { SITE_PAGES_ADMIN_NAMESPACES } from "./namespaces";

export const useSitePagesAdminText = createFeatureText(SITE_PAGES_ADMIN_NAMESPACES);
