import { shopToday } from "@contracts/shop-calendar";
import type { CityEventSummary, EventRange } from "@contracts/things-to-do";
import { addDays, addMonths, dayOfWeek, endOfMonth, type IsoDate, isIsoDate, moveByKey } from "@ds";

/**
 * The events' month view, in Korea's calendar: every day here is a Korean calendar day (`YYYY-MM-DD`), today is
 * Seoul's (`shopToday`), never the browser's, and weeks run from Monday to Sunday as Korean wall calendars print
 * them for work weeks.
 */

/** A month as it travels in the address: `YYYY-MM`. */
export type MonthId = string;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const monthOf = (day: IsoDate): MonthId => day.slice(0, 7);
export const firstOfMonth = (month: MonthId): IsoDate => `${month}-01`;
export const shiftMonth = (month: MonthId, months: number): MonthId => monthOf(addMonths(firstOfMonth(month), months));

/** 0 for Monday through 6 for Sunday. */
const weekdayFromMonday = (day: IsoDate) => (dayOfWeek(day) + 6) % 7;
export const startOfWeekMonday = (day: IsoDate): IsoDate => addDays(day, -weekdayFromMonday(day));
export const endOfWeekSunday = (day: IsoDate): IsoDate => addDays(day, 6 - weekdayFromMonday(day));

/** What the calendar shows: its month and the selected day, from the address's values and now. */
export type CalendarView = { month: MonthId; day: IsoDate; today: IsoDate };

/**
 * Reads the address's `month` and `day`: a month that is not one is this month (in Korea); the day must be a real
 * day of that month, else today when today is in it, else the month's first day. A day alone picks its month.
 */
export function calendarView(query: { month?: string | null; day?: string | null }, now: Date): CalendarView {
  const today = shopToday(now);
  const day = isIsoDate(query.day) ? query.day : null;
  const month = query.month && MONTH_PATTERN.test(query.month) ? query.month : day ? monthOf(day) : monthOf(today);
  if (day && monthOf(day) === month) return { month, day, today };
  return { month, day: monthOf(today) === month ? today : firstOfMonth(month), today };
}

/** The month's weeks, Monday first: only the weeks it touches (4 to 6), its neighbours' days filling the edges. */
export function monthWeeks(month: MonthId): IsoDate[][] {
  const start = startOfWeekMonday(firstOfMonth(month));
  const end = endOfWeekSunday(endOfMonth(firstOfMonth(month)));
  const weeks: IsoDate[][] = [];
  for (let monday = start; monday <= end; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(monday, index)));
  }
  return weeks;
}

/** The days the month's grid shows, first to last: what the calendar asks the server for (at most 42 days). */
export function gridRange(month: MonthId): EventRange {
  const weeks = monthWeeks(month);
  return { from: weeks[0]?.[0] ?? firstOfMonth(month), to: weeks.at(-1)?.[6] ?? endOfMonth(firstOfMonth(month)) };
}

type Days = Pick<CityEventSummary, "starts_on" | "ends_on">;

export const isOn = (event: Days, day: IsoDate) => event.starts_on <= day && day <= event.ends_on;

/** How many events are on each day of the range: an event over several days counts on each of them. */
export function countsByDay(events: readonly Days[], range: EventRange): Map<IsoDate, number> {
  const counts = new Map<IsoDate, number>();
  for (const event of events) {
    const first = event.starts_on > range.from ? event.starts_on : range.from;
    const last = event.ends_on < range.to ? event.ends_on : range.to;
    for (let day = first; day <= last; day = addDays(day, 1)) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

/** The events on one day, in the order they came (by first day). */
export function eventsOn<T extends Days>(events: readonly T[], day: IsoDate): T[] {
  return events.filter((event) => isOn(event, day));
}

/** The days of the month on which something is on, each with its events: the small screens' list. */
export function daysWithEvents<T extends Days>(events: readonly T[], month: MonthId): { day: IsoDate; events: T[] }[] {
  const last = endOfMonth(firstOfMonth(month));
  const days: { day: IsoDate; events: T[] }[] = [];
  for (let day = firstOfMonth(month); day <= last; day = addDays(day, 1)) {
    const on = eventsOn(events, day);
    if (on.length > 0) days.push({ day, events: on });
  }
  return days;
}

/**
 * Where focus goes in the grid: arrows by a day or a week, Home and End to the week's Monday and Sunday,
 * PageUp/PageDown by a month (with Shift a year). Null for any other key.
 */
export function moveInGrid(day: IsoDate, key: { key: string; shiftKey?: boolean }): IsoDate | null {
  if (key.key === "Home") return startOfWeekMonday(day);
  if (key.key === "End") return endOfWeekSunday(day);
  return moveByKey(day, key);
}

/** The list page's two parts: what is on from today to this week's Sunday, and what starts after it. */
export function splitByWeek<T extends Days>(events: readonly T[], today: IsoDate): { thisWeek: T[]; later: T[] } {
  const sunday = endOfWeekSunday(today);
  return {
    thisWeek: events.filter((event) => event.starts_on <= sunday && event.ends_on >= today),
    later: events.filter((event) => event.starts_on > sunday),
  };
}
