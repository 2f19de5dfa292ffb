import { createFeatureText } from "@lib/i18n/feature-text";

/** The `business-leisure` namespace's `t` and the page's language. */
export const useBusinessLeisureText = createFeatureText("business-leisure");
