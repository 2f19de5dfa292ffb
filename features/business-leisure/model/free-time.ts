import { FREE_HOURS, type FreeTime, FreeTimeQuerySchema, minutesOf } from "@contracts/bleisure";
import { addDays } from "@contracts/shop-calendar";

/** A free-time window on one Korean calendar day (ADR 0032). */
export type FreeTimeWindow = FreeTime & { date: string };

/** The day chooser offers the next two weeks, from tomorrow: the shop books no departure today. */
export const FINDER_DAYS = 14;

/** The quick starts of a business day. */
export const QUICK_STARTS = { morning: "09:00", afternoon: "13:00", evening: "18:00" } as const;
export type QuickStart = keyof typeof QUICK_STARTS;
export const QUICK_START_NAMES = Object.keys(QUICK_STARTS) as QuickStart[];

/** The hours a visitor may name: 1 to 12. */
export const HOUR_CHOICES: readonly number[] = Array.from(
  { length: FREE_HOURS.max - FREE_HOURS.min + 1 },
  (_, index) => FREE_HOURS.min + index,
);

const pad = (value: number) => String(value).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

/** Start times every half hour from 06:00 to 22:00; a start from a shared address that is not one is added. */
export function startTimes(current?: string): string[] {
  const times = Array.from({ length: 33 }, (_, index) => clock(6 * 60 + index * 30));
  return current && !times.includes(current) ? [...times, current].sort() : times;
}

/** The days the chooser offers: tomorrow and the 13 after it. */
export function finderDays(today: string): string[] {
  return Array.from({ length: FINDER_DAYS }, (_, index) => addDays(today, index + 1));
}

/** What the filter starts from before the visitor chooses: tomorrow afternoon, four hours. */
export function defaultWindow(today: string): FreeTimeWindow {
  return { date: addDays(today, 1), from: QUICK_STARTS.afternoon, hours: 4 };
}

/**
 * The window in an address's query (`?date=&from=&hours=`), read by the API's own rule: all three valid, or none.
 * Anything else (typed by hand, half a window) is no window: the page lists every programme.
 */
export function readFreeTime(query: URLSearchParams): FreeTimeWindow | undefined {
  const parsed = FreeTimeQuerySchema.safeParse({
    date: query.get("date") ?? undefined,
    from: query.get("from") ?? undefined,
    hours: query.get("hours") ?? undefined,
  });
  if (!parsed.success) return undefined;
  const { date, from, hours } = parsed.data;
  return date !== undefined && from !== undefined && hours !== undefined ? { date, from, hours } : undefined;
}

/** The query with this window (or none) in place of the old one; what else the address carries (`lang`) stays. */
export function withFreeTime(query: URLSearchParams, window: FreeTimeWindow | undefined): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of ["date", "from", "hours"] as const) {
    if (window) next.set(name, String(window[name]));
    else next.delete(name);
  }
  return next;
}

/** The window's query string, for a link to the finder (`?date=2026-05-16&from=13:00&hours=4`). */
export const freeTimeSearch = (window: FreeTimeWindow) => `?${withFreeTime(new URLSearchParams(), window).toString()}`;

/** When the window ends, on a 24-hour clock, and whether that is the next day. */
export function windowEnd(window: FreeTime): { time: string; nextDay: boolean } {
  const end = minutesOf(window.from) + window.hours * 60;
  return { time: clock(end), nextDay: end >= 24 * 60 };
}

/** The quick start a time is, if it is one. */
export const quickStartOf = (from: string): QuickStart | undefined =>
  QUICK_START_NAMES.find((name) => QUICK_STARTS[name] === from);

/** A length in whole hours and the minutes left over. */
export const durationParts = (minutes: number) => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
