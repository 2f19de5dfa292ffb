import { createFeatureText } from "@lib/i18n/feature-text";
import { SHOP_DASHBOARD_NAMESPACES } from "./namespaces";

export const useShopDashboardText = createFeatureText(SHOP_DASHBOARD_NAMESPACES);
