import { createFeatureText } from "@lib/i18n/feature-text";

/** The `survey` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export const useSurveyText = createFeatureText("survey");
