import { createFeatureText } from "@lib/i18n/feature-text";
import { INQUIRIES_ADMIN_NAMESPACES } from "./namespaces";

export const useInquiriesAdminText = createFeatureText(INQUIRIES_ADMIN_NAMESPACES);
