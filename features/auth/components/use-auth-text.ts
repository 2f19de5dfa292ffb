import { createFeatureText } from "@lib/i18n/feature-text";

/** The `auth` namespace's `t`, the same as a plain Translate for the model, and the page's language. */
export const useAuthText = createFeatureText("auth");
