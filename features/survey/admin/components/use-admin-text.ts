import { createFeatureText } from "@lib/i18n/feature-text";

/** The locale namespace of the operators' survey screens (locales/<lang>/survey-admin.json). */
export const SURVEY_ADMIN_NAMESPACE = "survey-admin";

/** The `survey-admin` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export const useAdminText = createFeatureText(SURVEY_ADMIN_NAMESPACE);
