import { createFeatureText } from "@lib/i18n/feature-text";
import { FAIR_ADMIN_NAMESPACES } from "../model/namespaces";

/** The operators' `t` (their namespace first, `fair:` for the visitors'), and the page's language. */
export const useAdminText = createFeatureText(FAIR_ADMIN_NAMESPACES);
