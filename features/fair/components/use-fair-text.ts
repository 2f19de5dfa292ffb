import { createFeatureText } from "@lib/i18n/feature-text";

/** The `fair` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export const useFairText = createFeatureText("fair");
