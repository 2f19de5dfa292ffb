import { formatDate, monthNames } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";

/**
 * The mart's days as the site's pages name them, in the page's language and lib/format's style: one day as
 * formatDate writes it ("May 20, 2026" / "2026년 5월 20일"), consecutive days as one range with each month and year
 * written once ("May 20 – 21, 2026", "May 31 – June 1, 2026" / "2026년 5월 20일~21일"), and days apart as a list
 * of those ("May 8, 2026 and May 20 – 21, 2026"). Null without days: the page then names none rather than a wrong
 * one.
 */
export function formatMartDays(days: readonly string[], lang: Lang): string | null {
  const sorted = [...new Set(days.filter((day) => DAY.test(day)))].sort();
  if (sorted.length === 0) return null;
  const runs: [first: string, last: string][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && noon(day) - noon(run[1]) === DAY_MS) run[1] = day;
    else runs.push([day, day]);
  }
  const parts = runs.map(([first, last]) =>
    first === last ? formatDate(first, lang) : formatDayRange(first, last, lang),
  );
  return parts.length === 1 ? (parts[0] ?? null) : listFormat(lang).format(parts);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon UTC of a calendar day, read in UTC (as lib/format does): the same day in every time zone. */
function noon(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return Date.UTC(year, month - 1, date, 12);
}

/**
 * Two days as one range, each month and year written once. Written here rather than by Intl's formatRange: engines
 * disagree on it (Node: "7\u2009–\u20098" and "7일~8일", Chromium: "7 – 8" and "7일 ~ 8일"), and a page rendered on
 * the server must read the same in the browser.
 */
function formatDayRange(first: string, last: string, lang: Lang): string {
  const [year1, month1, day1] = first.split("-").map(Number) as [number, number, number];
  const [year2, month2, day2] = last.split("-").map(Number) as [number, number, number];
  if (lang === "ko") {
    const end = year1 !== year2 ? formatDate(last, "ko") : month1 !== month2 ? `${month2}월 ${day2}일` : `${day2}일`;
    return `${formatDate(first, "ko")}~${end}`;
  }
  if (year1 !== year2) return `${formatDate(first, "en")} – ${formatDate(last, "en")}`;
  const months = monthNames("en");
  const from = `${months[month1 - 1]} ${day1}`;
  const to = month1 !== month2 ? `${months[month2 - 1]} ${day2}` : String(day2);
  return `${from} – ${to}, ${year1}`;
}

const lists = new Map<Lang, Intl.ListFormat>();
function listFormat(lang: Lang): Intl.ListFormat {
  let format = lists.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });
    lists.set(lang, format);
  }
  return format;
}
