// The map block's only door (ADR 0031): a map of places, drawn offline from our own data by default or by Kakao
// Maps when configured, and the "Open in a map app" link. Its words are the `map` namespace, which a feature
// showing a map loads with its own (`MAP_NAMESPACE`).
export { PlaceMap } from "./components/place-map";
export type { PlaceMapProps } from "./components/place-map";
export { MapAppLink } from "./components/map-app-link";
export type { MapAppLinkProps } from "./components/map-app-link";
export type { MapPlace, MapProviderChoice } from "./components/place-map-types";
export { MAP_NAMESPACE } from "./components/use-map-text";
export { openStreetMapUrl } from "./model/projection";
