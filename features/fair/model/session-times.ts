import { PRODUCT_TIME_ZONE, plainSpaces } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";

/**
 * A session's times as the programme reads them: in Korea's time, where the fair is, and in the reader's own zone
 * beside them when that gives other numbers (a reader in Tokyo sees the same clock and needs no second time).
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function clock(lang: Lang, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    // a programme reads the 24-hour clock in both languages: "14:30", never "2:30 PM" beside "오후 2:30"
    format = new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone });
    formats.set(key, format);
  }
  return format;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The calendar day ("2026-12-30") a moment falls on in a zone. */
export function calendarDayIn(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // Swedish writes days as ISO does
    format = new Intl.DateTimeFormat("sv-SE", { year: "numeric", month: "2-digit", day: "2-digit", timeZone });
    dayFormats.set(timeZone, format);
  }
  return format.format(moment);
}

/**
 * A session's start or end as a moment: an ISO timestamp with its offset as the API writes them, or a bare "10:00"
 * on the session's day, read in Korea's time.
 */
export function sessionMoment(day: string, value: string): Date {
  if (/^\d{2}:\d{2}(:\d{2})?$/.test(value)) {
    const seconds = value.length === 5 ? `${value}:00` : value;
    return new Date(`${day.slice(0, 10)}T${seconds}+09:00`);
  }
  return new Date(value);
}

/** "10:00–10:45" in a zone. */
export function timeRange(start: Date, end: Date, lang: Lang, timeZone: string): string {
  const format = clock(lang, timeZone);
  return plainSpaces(`${format.format(start)}–${format.format(end)}`);
}

export type SessionTimes = {
  /** In the programme's zone (Korea). */
  programme: string;
  /** In the reader's zone, when its clock differs; `day` is set when the session starts there on another day. */
  local: { time: string; day: string | null } | null;
};

export function sessionTimes(
  session: { day: string; starts_at: string; ends_at: string },
  programmeZone: string,
  readerZone: string,
  lang: Lang,
): SessionTimes {
  const start = sessionMoment(session.day, session.starts_at);
  const end = sessionMoment(session.day, session.ends_at);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
    return { programme: `${session.starts_at}–${session.ends_at}`, local: null };
  }
  const programme = timeRange(start, end, lang, programmeZone);
  const time = timeRange(start, end, lang, readerZone);
  const homeDay = calendarDayIn(start, programmeZone);
  const localDay = calendarDayIn(start, readerZone);
  if (time === programme && homeDay === localDay) return { programme, local: null };
  return { programme, local: { time, day: localDay === homeDay ? null : localDay } };
}

/** The browser's own zone; Korea's where it cannot say (an old engine, the server's render). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || PRODUCT_TIME_ZONE;
  } catch {
    return PRODUCT_TIME_ZONE;
  }
}

/** A zone as a reader knows it: "Europe/London" -> "London", "America/Argentina/Buenos_Aires" -> "Buenos Aires". */
export function zoneCity(zone: string): string {
  const last = zone.split("/").pop() ?? zone;
  return last.replaceAll("_", " ");
}
