import { MAP_NAMESPACE } from "@blocks/map";
import { createFeatureText } from "@lib/i18n/feature-text";

/** The `pass-venues` namespace's `t` and the page's language; the map block's words load with it. */
export const usePassVenuesText = createFeatureText(["pass-venues", MAP_NAMESPACE]);
