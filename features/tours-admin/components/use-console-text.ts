import { createFeatureText } from "@lib/i18n/feature-text";

/** The console's `t` (locales/<lang>/tours-admin.json) and the page's language. */
export const useConsoleText = createFeatureText("tours-admin");
