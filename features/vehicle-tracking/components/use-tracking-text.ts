import { MAP_NAMESPACE } from "@blocks/map";
import { createFeatureText } from "@lib/i18n/feature-text";

/** The feature's namespace. */
export const TRACKING_NAMESPACE = "vehicle-tracking";

/**
 * The feature's words; the map block's load with them, so the map appearing under a screen already shown (the
 * state arrived) never suspends it.
 */
export const useTrackingText = createFeatureText([TRACKING_NAMESPACE, MAP_NAMESPACE]);
