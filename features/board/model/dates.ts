import { shopToday } from "@contracts/shop-calendar";

/**
 * The Korean calendar day of a moment ("2026-05-14T16:30:00Z" is the 15th in Seoul): a post published late at
 * night in Korea is dated as Koreans saw it, whatever zone the server wrote the time in.
 */
export function koreanDay(moment: string): string {
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? moment.slice(0, 10) : shopToday(date);
}
