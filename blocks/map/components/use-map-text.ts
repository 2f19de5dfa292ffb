import { createFeatureText } from "@lib/i18n/feature-text";

/** The map block's namespace: a feature showing a map loads it with its own (`createFeatureText([..., MAP_NAMESPACE])`). */
export const MAP_NAMESPACE = "map";

export const useMapText = createFeatureText(MAP_NAMESPACE);
