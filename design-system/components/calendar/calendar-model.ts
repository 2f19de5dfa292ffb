/**
 * Pure calendar arithmetic on ISO calendar dates ("2026-05-20"). A calendar date has no time and no zone, so the
 * API never passes `Date` objects: a `Date` at local midnight in Seoul is the previous day in UTC, and a
 * reservation would shift by one. Internally each date is read as a UTC day number, where no zone can interfere;
 * the only place a local `Date` is read is `todayIso()`, which asks the browser's own calendar.
 */

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

/** A range of calendar dates; either end may be missing while a person is still choosing. */
export type DateRange = { start: IsoDate | null; end: IsoDate | null };

export type DateParts = { year: number; month: number; day: number };

/** One cell of a month grid; `inMonth` is false for the leading and trailing days of the neighbour months. */
export type CalendarDay = { date: IsoDate; inMonth: boolean };

export type DateConstraints = {
  /** Earliest selectable date, inclusive. */
  minDate?: IsoDate | null;
  /** Latest selectable date, inclusive. */
  maxDate?: IsoDate | null;
  /** Extra rule for single days (sold out, closed on Mondays...). */
  isDateDisabled?: (date: IsoDate) => boolean;
};

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Reads `YYYY-MM-DD`; anything else, including impossible days such as 2026-02-30, gives null. */
export function parseIsoDate(value: string): DateParts | null {
  const match = ISO_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && parseIsoDate(value) !== null;
}

export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function requireParts(date: IsoDate): DateParts {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): "${date}"`);
  return parts;
}

function toDayNumber(date: IsoDate): number {
  const { year, month, day } = requireParts(date);
  const utc = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as written
  utc.setUTCFullYear(year, month - 1, day);
  return Math.round(utc.getTime() / DAY_MS);
}

function fromDayNumber(dayNumber: number): IsoDate {
  const utc = new Date(dayNumber * DAY_MS);
  return formatIsoDate({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

/** The calendar date a local `Date` falls on in the browser's own time zone. */
export function isoFromLocalDate(date: Date): IsoDate {
  return formatIsoDate({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** Today in the browser's local calendar (what the person sees on their wall calendar). */
export function todayIso(): IsoDate {
  return isoFromLocalDate(new Date());
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

/** Moves by whole months, keeping the day where it exists and otherwise the month's last day (Jan 31 + 1 = Feb 28). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = requireParts(date);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = index - nextYear * 12 + 1;
  return formatIsoDate({ year: nextYear, month: nextMonth, day: Math.min(day, daysInMonth(nextYear, nextMonth)) });
}

export function addYears(date: IsoDate, years: number): IsoDate {
  return addMonths(date, years * 12);
}

/** Negative when `a` comes first, 0 on the same day, positive when `a` comes later. */
export function compareIsoDates(a: IsoDate, b: IsoDate): number {
  return Math.sign(toDayNumber(a) - toDayNumber(b));
}

export function isSameDay(a: IsoDate, b: IsoDate): boolean {
  return compareIsoDates(a, b) === 0;
}

export function isBefore(date: IsoDate, other: IsoDate): boolean {
  return compareIsoDates(date, other) < 0;
}

export function isAfter(date: IsoDate, other: IsoDate): boolean {
  return compareIsoDates(date, other) > 0;
}

export function isSameMonth(a: IsoDate, b: IsoDate): boolean {
  const [pa, pb] = [requireParts(a), requireParts(b)];
  return pa.year === pb.year && pa.month === pb.month;
}

/** Whole days from `start` to `end`: the nights of a stay (negative if `end` comes first). */
export function daysBetween(start: IsoDate, end: IsoDate): number {
  return toDayNumber(end) - toDayNumber(start);
}

/** Pulls a date into `[min, max]`; a missing bound does not limit. */
export function clampDate(date: IsoDate, min?: IsoDate | null, max?: IsoDate | null): IsoDate {
  if (min && isBefore(date, min)) return min;
  if (max && isAfter(date, max)) return max;
  return date;
}

/** Whether `date` lies between the two ends, both included, whatever their order. */
export function isWithinRange(date: IsoDate, a: IsoDate, b: IsoDate): boolean {
  const [low, high] = isBefore(b, a) ? [b, a] : [a, b];
  return !isBefore(date, low) && !isAfter(date, high);
}

/** A range is valid when both ends are dates and the end is not before the start (same day allowed). */
export function isValidDateRange(range: DateRange): boolean {
  if (!range.start || !range.end) return false;
  return isIsoDate(range.start) && isIsoDate(range.end) && !isBefore(range.end, range.start);
}

export function isDateSelectable(date: IsoDate, { minDate, maxDate, isDateDisabled }: DateConstraints): boolean {
  if (minDate && isBefore(date, minDate)) return false;
  if (maxDate && isAfter(date, maxDate)) return false;
  return !isDateDisabled?.(date);
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = requireParts(date);
  return formatIsoDate({ year, month, day: 1 });
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = requireParts(date);
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** 0 for Sunday through 6 for Saturday. */
export function dayOfWeek(date: IsoDate): number {
  // day number 0 (1970-01-01) was a Thursday
  return (((toDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The Sunday that starts the week of `date` (weeks start on Sunday, as on Korean and US calendars). */
export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -dayOfWeek(date));
}

export function endOfWeek(date: IsoDate): IsoDate {
  return addDays(date, 6 - dayOfWeek(date));
}

/**
 * The month of `date` as 6 weeks of 7 days starting on Sunday. Always 6 rows, so the calendar keeps its height
 * from month to month; days of the neighbouring months fill the gaps and are flagged `inMonth: false`.
 */
export function monthMatrix(date: IsoDate): CalendarDay[][] {
  const first = startOfMonth(date);
  const gridStart = startOfWeek(first);
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const day = addDays(gridStart, week * 7 + weekday);
      return { date: day, inMonth: isSameMonth(day, first) };
    }),
  );
}

export type CalendarKeyInput = { key: string; shiftKey?: boolean };

/**
 * Where keyboard focus goes in a date grid (the WAI-ARIA date picker keys): arrows ±1 day / ±1 week, Home and
 * End to the week's Sunday and Saturday, PageUp/PageDown ±1 month, with Shift ±1 year. Null for any other key.
 */
export function moveByKey(date: IsoDate, { key, shiftKey = false }: CalendarKeyInput): IsoDate | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return startOfWeek(date);
    case "End":
      return endOfWeek(date);
    case "PageUp":
      return shiftKey ? addYears(date, -1) : addMonths(date, -1);
    case "PageDown":
      return shiftKey ? addYears(date, 1) : addMonths(date, 1);
    default:
      return null;
  }
}

// Intl formatting. Every formatter reads the date as a UTC day and formats it in UTC, so the visible day is the
// ISO day whatever the browser's zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    formatters.set(key, cached);
  }
  return cached;
}

function utcDate(date: IsoDate): Date {
  return new Date(toDayNumber(date) * DAY_MS);
}

/** "May 2026" / "2026년 5월". */
export function formatMonthTitle(date: IsoDate, locale: string): string {
  return formatter(locale, { year: "numeric", month: "long" }).format(utcDate(date));
}

/** "Wednesday, May 20, 2026" / "2026년 5월 20일 수요일": the name of a day for screen readers. */
export function formatFullDate(date: IsoDate, locale: string): string {
  return formatter(locale, { dateStyle: "full" }).format(utcDate(date));
}

/** "May 20, 2026" / "2026년 5월 20일": a chosen date in a field. */
export function formatLongDate(date: IsoDate, locale: string): string {
  return formatter(locale, { year: "numeric", month: "long", day: "numeric" }).format(utcDate(date));
}

/** "May 20 – 23, 2026" / "2026년 5월 20일~23일": Intl drops what both ends share. */
export function formatDateRange(start: IsoDate, end: IsoDate, locale: string): string {
  return formatter(locale, { year: "numeric", month: "short", day: "numeric" }).formatRange(
    utcDate(start),
    utcDate(end),
  );
}

/** The twelve month names: "January".."December" / "1월".."12월". */
export function monthNames(locale: string): string[] {
  return Array.from({ length: 12 }, (_, i) =>
    formatter(locale, { month: "long" }).format(utcDate(formatIsoDate({ year: 2026, month: i + 1, day: 1 }))),
  );
}

export type WeekdayWidth = "short" | "long";

/**
 * The weekday names from Sunday: `long` for screen readers ("Sunday" / "일요일"), `short` for the grid header.
 * Short names are Intl's short form cut to two letters, the convention of Latin-script calendars ("Sun" to
 * "Su"); Korean short names are already one syllable (일 월 화 수 목 금 토) and pass through unchanged.
 */
export function weekdayNames(locale: string, width: WeekdayWidth): string[] {
  // 2026-05-17 is a Sunday
  return Array.from({ length: 7 }, (_, i) => {
    const name = formatter(locale, { weekday: width }).format(utcDate(addDays("2026-05-17", i)));
    return width === "short" ? Array.from(name.replace(/\.$/, "")).slice(0, 2).join("") : name;
  });
}
