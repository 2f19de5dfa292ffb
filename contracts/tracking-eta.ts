import type { LatLng } from "./tracking";

/**
 * The time a vehicle needs to reach its next stop (issue 25: "ETA to the next stop from the recent speed and the
 * remaining route distance"), pure so the viewer's page and the server can share it. Distances are metres on the
 * earth's surface; the route is the tour's line, stops included, in order.
 */

/** The earth's mean radius (IUGG), in metres. */
const EARTH_RADIUS_M = 6_371_008.8;
/** Positions this recent count towards the speed. */
export const SPEED_WINDOW_MS = 2 * 60 * 1000;
/** Slower than this (a walking pace) the vehicle is taken as standing: no ETA rather than hours of it. */
export const MIN_MOVING_SPEED_MPS = 1;
/** Positions spanning less than this tell too little about the speed (two fixes a second apart jitter). */
const MIN_SPEED_SPAN_MS = 5_000;
/** A stop the vehicle is within this distance of (along the route) counts as reached. */
export const STOP_REACHED_M = 30;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in metres. */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a point falls on the route: how far along it (metres from its first point) and how far off it. */
export type RouteProjection = { alongMetres: number; offMetres: number; segment: number };

/**
 * Projects a point onto the nearest segment of the route (of two as near, the earlier). Each segment is flattened
 * about the point's latitude (over a road segment of a few kilometres the error is far under a metre);
 * along-distances are haversine sums. `fromAlong` keeps the answer at least that far along, so a route that comes
 * back past a place takes its stops in order. A route of one point is that point; an empty route has nothing to
 * project onto (null).
 */
export function projectOntoRoute(route: readonly LatLng[], point: LatLng, fromAlong = 0): RouteProjection | null {
  const first = route[0];
  if (!first) return null;
  if (route.length === 1) return { alongMetres: 0, offMetres: haversineMetres(first, point), segment: 0 };
  const scale = Math.cos(radians(point.lat));
  let best: RouteProjection | null = null;
  let travelled = 0;
  for (let i = 0; i < route.length - 1; i += 1) {
    const a = route[i] as LatLng;
    const b = route[i + 1] as LatLng;
    const length = haversineMetres(a, b);
    if (travelled + length >= fromAlong) {
      // the segment and the point in a local plane (degrees, longitude shortened by the latitude's cosine)
      const [dx, dy] = [(b.lng - a.lng) * scale, b.lat - a.lat];
      const [px, py] = [(point.lng - a.lng) * scale, point.lat - a.lat];
      const squared = dx * dx + dy * dy;
      const least = length === 0 ? 0 : Math.max(0, (fromAlong - travelled) / length);
      const t = squared === 0 ? 0 : Math.min(1, Math.max(least, (px * dx + py * dy) / squared));
      const foot = { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
      const off = haversineMetres(foot, point);
      // a hundredth of a millimetre: two segments meeting at the point are as near
      if (!best || off < best.offMetres - 1e-5)
        best = { alongMetres: travelled + length * t, offMetres: off, segment: i };
    }
    travelled += length;
  }
  return best;
}

/** The route's length, in metres. */
export function routeLength(route: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < route.length; i += 1) total += haversineMetres(route[i - 1] as LatLng, route[i] as LatLng);
  return total;
}

/** A position as the speed needs it: where, when (ISO), and the phone's own speed if it gave one (m/s). */
export type TimedPosition = LatLng & { recorded_at: string; speed?: number | null };

/**
 * The vehicle's recent speed, in metres per second: the distance it covered over the time it took, from its
 * positions of the last two minutes before `now`; when those span too little time (fewer than two, or under five
 * seconds), the mean of the speeds the phone reported. Null when there is too little to tell or the vehicle is
 * slower than a walking pace (standing in traffic or parked).
 */
export function recentSpeed(positions: readonly TimedPosition[], now: Date): number | null {
  const since = now.getTime() - SPEED_WINDOW_MS;
  const recent = positions
    .map((position) => ({ position, at: Date.parse(position.recorded_at) }))
    .filter(({ at }) => Number.isFinite(at) && at >= since && at <= now.getTime() + 60_000)
    .sort((a, b) => a.at - b.at);
  let speed: number | null = null;
  const first = recent[0];
  const last = recent[recent.length - 1];
  if (first && last && last.at - first.at >= MIN_SPEED_SPAN_MS) {
    let distance = 0;
    for (let i = 1; i < recent.length; i += 1) {
      distance += haversineMetres(
        (recent[i - 1] as (typeof recent)[number]).position,
        (recent[i] as (typeof recent)[number]).position,
      );
    }
    speed = distance / ((last.at - first.at) / 1000);
  } else {
    const reported = recent
      .map(({ position }) => position.speed)
      .filter((value): value is number => typeof value === "number" && Number.isFinite(value));
    if (reported.length > 0) speed = reported.reduce((sum, value) => sum + value, 0) / reported.length;
  }
  return speed !== null && speed >= MIN_MOVING_SPEED_MPS ? speed : null;
}

/** A stop as the ETA needs it: its number on the route and where it is. */
export type EtaStop = LatLng & { number: number };

export type Eta<S extends EtaStop> = {
  /** The first stop (by number) the vehicle has not reached yet; null past the last one. */
  stop: S | null;
  /** Along the route from the vehicle to that stop, in metres (0 without a stop). */
  remainingMetres: number;
  /** The recent speed (m/s); null when unknown or standing. */
  speedMps: number | null;
  /** Seconds to the stop at that speed; null when the speed is unknown or there is no stop ahead. */
  seconds: number | null;
};

/**
 * The next stop and the time to it: the vehicle's newest position is projected onto the route (the stops' line
 * when the route has fewer than two points), and so is every stop, in order; the next stop is the first, by number, further
 * along than the vehicle (a stop within 30 m counts as reached). The time is the remaining distance over the
 * recent speed.
 */
export function etaToNextStop<S extends EtaStop>(input: {
  route: readonly LatLng[];
  stops: readonly S[];
  positions: readonly TimedPosition[];
  now: Date;
}): Eta<S> {
  const stops = [...input.stops].sort((a, b) => a.number - b.number);
  const line = input.route.length >= 2 ? input.route : stops;
  const newest = [...input.positions].sort((a, b) => Date.parse(a.recorded_at) - Date.parse(b.recorded_at)).at(-1);
  const speedMps = recentSpeed(input.positions, input.now);
  const none: Eta<S> = { stop: null, remainingMetres: 0, speedMps, seconds: null };
  if (!newest) return none;
  const here = projectOntoRoute(line, newest);
  if (!here) return none;
  let fromAlong = 0;
  for (const stop of stops) {
    const at = projectOntoRoute(line, stop, fromAlong);
    if (!at) continue;
    fromAlong = at.alongMetres;
    if (at.alongMetres <= here.alongMetres + STOP_REACHED_M) continue;
    const remainingMetres = at.alongMetres - here.alongMetres;
    return { stop, remainingMetres, speedMps, seconds: speedMps === null ? null : remainingMetres / speedMps };
  }
  return none;
}
