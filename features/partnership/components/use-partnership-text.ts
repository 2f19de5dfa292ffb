import { createFeatureText } from "@lib/i18n/feature-text";
import { PARTNERSHIP_NAMESPACES } from "./namespaces";

export const usePartnershipText = createFeatureText(PARTNERSHIP_NAMESPACES);
