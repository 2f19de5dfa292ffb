import { createFeatureText } from "@lib/i18n/feature-text";
import { PRODUCTS_ADMIN_NAMESPACES } from "./namespaces";

export const useProductsText = createFeatureText(PRODUCTS_ADMIN_NAMESPACES);
