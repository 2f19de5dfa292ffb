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
// The route map (ADR 0031, "Routes and vehicles"): a route with numbered stops and moving vehicles, drawn by
// Leaflet in the browser over the offline base map (or MAP_TILE_URL's tiles).
export { RouteMap, configuredTiles } from "./components/route-map";
export type { RouteMapProps } from "./components/route-map";
export type { RouteMapTiles, RouteStop, RouteVehicle } from "./components/route-map-types";
