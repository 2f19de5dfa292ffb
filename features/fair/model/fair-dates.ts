import { monthNames, weekdayNames } from "@lib/format/format";
import type { Translate } from "@lib/i18n/feature-text";
import type { Lang } from "@lib/i18n/locale";

/**
 * The fair's calendar days in the page's language, composed from their parts: "30–31 December 2026" and
 * "2026년 12월 30일–31일". The order of the parts is the language's (`dates.*` of the `fair` texts); Intl's own
 * range formatting writes its spaces differently in Node and in browsers (ADR 0024), so it is not used.
 */

type Day = { year: number; month: number; day: number };

function dayOf(value: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const monthName = (day: Day, lang: Lang) => monthNames(lang)[day.month - 1] ?? String(day.month);

/** One day: "27 December 2026" / "2026년 12월 27일". A value that is no date is shown as it came. */
export function fairDayText(value: string, lang: Lang, t: Translate): string {
  const day = dayOf(value);
  if (!day) return value;
  return t("dates.oneDay", { day: day.day, month: monthName(day, lang), year: day.year });
}

/** Day and month without the year, for a day of a programme already dated: "30 December" / "12월 30일". */
export function dayMonthText(value: string, lang: Lang, t: Translate): string {
  const day = dayOf(value);
  if (!day) return value;
  return t("dates.dayMonth", { day: day.day, month: monthName(day, lang) });
}

/** A tab's name for a day of the programme: "Wed 30 December" / "12월 30일 (수)". */
export function weekdayText(value: string, lang: Lang, t: Translate): string {
  const day = dayOf(value);
  if (!day) return value;
  const weekday = weekdayNames(lang)[new Date(Date.UTC(day.year, day.month - 1, day.day, 12)).getUTCDay()] ?? "";
  return t("dates.weekday", { weekday, day: day.day, month: monthName(day, lang) });
}

/**
 * The first to the last of `days` (the edition's days, in order) as one range, with what the two share written
 * once: "30–31 December 2026", "30 December – 2 January 2027" across a year. Empty when there are no days.
 */
export function fairDaysText(days: readonly string[], lang: Lang, t: Translate): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return "";
  const from = dayOf(first);
  const to = dayOf(last);
  if (!from || !to) return [first, last].filter((value, index, all) => all.indexOf(value) === index).join(" – ");
  if (first.slice(0, 10) === last.slice(0, 10)) return fairDayText(first, lang, t);
  if (from.year !== to.year) {
    return t("dates.otherYears", {
      from: from.day,
      fromMonth: monthName(from, lang),
      fromYear: from.year,
      to: to.day,
      toMonth: monthName(to, lang),
      toYear: to.year,
    });
  }
  if (from.month !== to.month) {
    return t("dates.sameYear", {
      from: from.day,
      fromMonth: monthName(from, lang),
      to: to.day,
      toMonth: monthName(to, lang),
      year: from.year,
    });
  }
  return t("dates.sameMonth", { from: from.day, to: to.day, month: monthName(from, lang), year: from.year });
}
