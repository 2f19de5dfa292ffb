import { minDepartureDate } from "@contracts/reservations";

let memo: { minute: number; day: string } | undefined;

/**
 * `minDepartureDate(now, salesStart)`, with the Korean calendar work done once a minute: formatting a date in a time
 * zone costs more than the rest of a cached catalogue answer. Korea keeps no summer time and its midnight falls on a
 * whole minute, so a minute never straddles two days.
 */
export function firstBookableDay(now: Date, salesStart?: string | null): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (memo?.minute !== minute) memo = { minute, day: minDepartureDate(now) };
  return salesStart && salesStart > memo.day ? salesStart : memo.day;
}
