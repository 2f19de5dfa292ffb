import { createFeatureText } from "@lib/i18n/feature-text";

/** The `things-to-do` namespace's `t`, usable as a plain Translate by the model, and the page's language. */
export const useThingsToDoText = createFeatureText("things-to-do");
