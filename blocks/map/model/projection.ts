import { type LatLng, SEOUL_BOUNDS } from "./seoul";

/**
 * Degrees to the offline map's plane: an equirectangular projection about Seoul's middle latitude, the longitude
 * shortened by its cosine so a kilometre east is as long as a kilometre north (over 40 km the error is far below a
 * pin's width). Units are 1/10,000 of a degree of latitude (about 11 m), y downwards as in SVG, origin at the city's
 * north-west corner.
 */
const UNITS_PER_DEGREE = 10_000;
const MIDDLE_LATITUDE = (SEOUL_BOUNDS.north + SEOUL_BOUNDS.south) / 2;
const LONGITUDE_SCALE = Math.cos((MIDDLE_LATITUDE * Math.PI) / 180);

/**
 * The least the map frames (about 6.7 km, before the margin): one place, or a few close together, are shown in
 * their part of the city, with a district name or the river to place them by.
 */
export const MIN_VIEW_SPAN = 0.06 * UNITS_PER_DEGREE;
/** The share of the places' extent added on each side, so no pin sits on the frame's edge. */
const PADDING = 0.2;

export type Point = { x: number; y: number };
export type ViewBox = { x: number; y: number; width: number; height: number };

export function project({ lat, lng }: LatLng): Point {
  return {
    x: (lng - SEOUL_BOUNDS.west) * LONGITUDE_SCALE * UNITS_PER_DEGREE,
    y: (SEOUL_BOUNDS.north - lat) * UNITS_PER_DEGREE,
  };
}

/** The whole city on the plane. */
export const CITY_VIEW: ViewBox = (() => {
  const corner = project({ lat: SEOUL_BOUNDS.south, lng: SEOUL_BOUNDS.east });
  return { x: 0, y: 0, width: corner.x, height: corner.y };
})();

/**
 * What the map frames: the places with a margin (at least `MIN_VIEW_SPAN` across, so one place shows its
 * surroundings), or the whole city when there is no place.
 */
export function viewOf(places: readonly LatLng[]): ViewBox {
  if (places.length === 0) return CITY_VIEW;
  const points = places.map(project);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = Math.max(maxX - minX, MIN_VIEW_SPAN) * (1 + 2 * PADDING);
  const height = Math.max(maxY - minY, MIN_VIEW_SPAN) * (1 + 2 * PADDING);
  return { x: (minX + maxX - width) / 2, y: (minY + maxY - height) / 2, width, height };
}

/** A point's place in the view, in percent of its width and height (the pins' `left` and `top`). */
export function percentIn(view: ViewBox, point: Point): { left: number; top: number } {
  return { left: ((point.x - view.x) / view.width) * 100, top: ((point.y - view.y) / view.height) * 100 };
}

/** The view box attribute of an SVG drawing the view. */
export const viewBoxAttribute = (view: ViewBox) => `${view.x} ${view.y} ${view.width} ${view.height}`;

/**
 * A place on OpenStreetMap, its pin at the coordinates: a plain address any phone opens in its browser or offers to
 * a map app, with no key and no script of ours.
 */
export function openStreetMapUrl({ lat, lng }: LatLng): string {
  const [latText, lngText] = [lat.toFixed(5), lng.toFixed(5)];
  return `https://www.openstreetmap.org/?mlat=${latText}&mlon=${lngText}#map=17/${latText}/${lngText}`;
}
