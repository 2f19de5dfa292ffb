import { createFeatureText } from "@lib/i18n/feature-text";

/** The `site-pages` namespace's `t`, usable as a plain Translate, and the page's language. */
export const useSitePagesText = createFeatureText("site-pages");
