/**
 * How a vehicle's marker travels to a new position: over most of a second (drivers' phones send about once a
 * second, so a marker arrives before the next position and the map follows within the 2 s the issue asks),
 * quickly at first and settling at the end, as a car brakes into place.
 */
export const MOVE_MS = 800;

/** Cubic ease-out: 0 at the start, 1 at the end, fastest at first. */
export function easeOut(share: number): number {
  const t = Math.min(1, Math.max(0, share));
  return 1 - (1 - t) ** 3;
}
