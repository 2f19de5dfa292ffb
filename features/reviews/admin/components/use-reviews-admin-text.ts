import { createFeatureText } from "@lib/i18n/feature-text";
import { REVIEWS_ADMIN_NAMESPACES } from "./namespaces";

export const useReviewsAdminText = createFeatureText(REVIEWS_ADMIN_NAMESPACES);
