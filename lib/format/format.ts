import { monthNames as calendarMonthNames } from "@ds/components/calendar";
import type { Lang } from "../i18n/locale";

/**
 * Dates and numbers as people read them, per UI language (spec point 9 and the Korean calendar names). Dates of
 * the product (option days, departures, deadlines) are Korean calendar days: ISO strings ("2026-05-15") are shown
 * as they are, never shifted by the visitor's time zone; moments (created at, paid at) are shown in Korea's time,
 * where every trip takes place, with the zone named when it is not the visitor's.
 */

export const PRODUCT_TIME_ZONE = "Asia/Seoul";

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/**
 * ICU versions disagree on the spaces they put in dates, times and ranges (a thin or narrow no-break space in one,
 * a plain space in another): Node's and the browser's would write one page differently, and a page rendered on the
 * server would not match the browser's take-over. Every formatted text here uses plain spaces.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, " ");
}

const DATE_STYLES = {
  /** "May 15, 2026" / "2026년 5월 15일" */
  medium: { year: "numeric", month: "long", day: "numeric" },
  /** "5/15" / "5. 15." — the cart's period text */
  short: { month: "numeric", day: "numeric" },
  /** "Fri, May 15, 2026" / "2026년 5월 15일 (금)" */
  weekday: { year: "numeric", month: "long", day: "numeric", weekday: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** A calendar day ("2026-05-15", or the date part of an ISO moment) in the language's words. */
export function formatDate(value: string, lang: Lang, style: DateStyle = "medium"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  // noon UTC read in UTC: the same calendar day in every zone
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  const format = cached(
    `d|${lang}|${style}`,
    () => new Intl.DateTimeFormat(lang, { ...DATE_STYLES[style], timeZone: "UTC" }),
  );
  const text = plainSpaces(format.format(day));
  // Korean writes the weekday in brackets after the date: "2026년 5월 15일 (금)"
  if (lang === "ko" && style === "weekday") {
    const weekday = cached(`w|ko`, () => new Intl.DateTimeFormat("ko", { weekday: "short", timeZone: "UTC" })).format(
      day,
    );
    const date = cached(
      `d|ko|medium`,
      () => new Intl.DateTimeFormat("ko", { ...DATE_STYLES.medium, timeZone: "UTC" }),
    ).format(day);
    return plainSpaces(`${date} (${weekday})`);
  }
  return text;
}

/** The spec's period text: "start ~ end" in short dates, one date when both are the same day. */
export function formatPeriod(start: string, end: string, lang: Lang): string {
  const from = formatDate(start, lang, "short");
  const to = formatDate(end, lang, "short");
  return from === to && start.slice(0, 10) === end.slice(0, 10) ? from : `${from} ~ ${to}`;
}

/** A moment (an ISO timestamp) in Korea's time: "May 15, 2026 at 10:00 AM" / "2026년 5월 15일 10:00". */
export function formatDateTime(value: string | Date, lang: Lang): string {
  const moment = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(moment.getTime())) return String(value);
  const format = cached(
    `dt|${lang}`,
    () =>
      new Intl.DateTimeFormat(lang, {
        year: "numeric",
        month: "long",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
        // Korean bookings read the 24-hour clock; ICU versions also disagree on 오전/AM for Korean
        ...(lang === "ko" ? { hourCycle: "h23" } : {}),
        timeZone: PRODUCT_TIME_ZONE,
      }),
  );
  return plainSpaces(format.format(moment));
}

/** "1,234" in both languages; `maximumFractionDigits` for rates and ratings. */
export function formatNumber(value: number, lang: Lang, maximumFractionDigits = 0): string {
  return cached(
    `n|${lang}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(lang, { maximumFractionDigits }),
  ).format(value);
}

/** Month names for calendars: "January".. / the spec's "1월" to "12월" (the design system's calendar names). */
export function monthNames(lang: Lang): string[] {
  return calendarMonthNames(lang);
}

/** Weekday names from Sunday: "Sun".. / the spec's "일 월 화 수 목 금 토". */
export function weekdayNames(lang: Lang): string[] {
  const format = cached(`wd|${lang}`, () => new Intl.DateTimeFormat(lang, { weekday: "short", timeZone: "UTC" }));
  // 2026-05-03 is a Sunday
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2026, 4, 3 + day, 12))));
}
