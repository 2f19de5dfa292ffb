import { createFeatureText } from "@lib/i18n/feature-text";

/** The `applications` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export const useApplicationsText = createFeatureText("applications");
