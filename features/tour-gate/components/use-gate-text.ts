import { createFeatureText } from "@lib/i18n/feature-text";

/** The gate's `t` (locales/<lang>/tour-gate.json) and the page's language. */
export const useGateText = createFeatureText("tour-gate");
