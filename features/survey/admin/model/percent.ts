import type { Lang } from "@lib/i18n/locale";

/**
 * A count's share of those who answered the question, in whole percent (0 when nobody answered). A multiple choice
 * question's shares add up to more than 100: each person may choose several options.
 */
export function percentOf(count: number, answered: number): number {
  if (answered <= 0 || count <= 0) return 0;
  return Math.min(100, Math.round((count / answered) * 100));
}

/** How far along its scale an average lies, as a bar's width in percent (an average of 4.3 on 1–5 fills 86 %). */
export function scaleShare(average: number | null, scaleMax: number): number {
  if (average === null || scaleMax <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((average / scaleMax) * 100)));
}

const averageFormats = new Map<Lang, Intl.NumberFormat>();

/** An average with exactly one decimal ("4.3", "4.0"), as operators compare them side by side. */
export function formatAverage(value: number, lang: Lang): string {
  let format = averageFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    averageFormats.set(lang, format);
  }
  return format.format(value);
}
