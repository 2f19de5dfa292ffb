/** A numbered stop on a route: its number (1, 2, 3 ... in the route's order), name and place. */
export type RouteStop = { number: number; name: string; lat: number; lng: number };

/** A vehicle on the route map: its label ("Car 1"), where it was last seen. */
export type RouteVehicle = { id: number | string; label: string; lat: number; lng: number };

/** The base map: the offline one shipped with the product, or raster tiles from a `{z}/{x}/{y}` address. */
export type RouteMapTiles = { kind: "offline" } | { kind: "tiles"; url: string; attribution: string | null };

/** The words the map's controls and markers say, in the page's language (RouteMap passes them down). */
export type RouteMapLabels = {
  stop: (stop: RouteStop) => string;
  recentre: string;
  zoomIn: string;
  zoomOut: string;
};
