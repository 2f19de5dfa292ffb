import { PRODUCT_TIME_ZONE, plainSpaces } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";

/**
 * A tour's moments are Korea's: they are shown in Korea's time and typed in it (a `datetime-local` control holds
 * `2026-12-01T09:30`, sent with Korea's offset), whatever the reader's own zone.
 */
const KOREA_OFFSET_MS = 9 * 3_600_000;

/** An instant as the `datetime-local` control shows it, in Korea's time; "" for none. */
export function koreaLocal(iso: string | null | undefined): string {
  if (!iso) return "";
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return "";
  return new Date(moment.getTime() + KOREA_OFFSET_MS).toISOString().slice(0, 16);
}

/** What the control wrote, as an instant with Korea's offset; "" stays "", anything else is passed on as typed. */
export function koreaInstant(local: string): string {
  const value = local.trim();
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return `${value}:00+09:00`;
}

/** The Korean calendar day of an instant (`2026-12-01`). */
export function koreaDay(iso: string): string {
  return koreaLocal(iso).slice(0, 10);
}

const timeFormats = new Map<Lang, Intl.DateTimeFormat>();

/** The clock time of an instant in Korea: "09:30" in both languages. */
export function koreaClock(iso: string, lang: Lang): string {
  let format = timeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: PRODUCT_TIME_ZONE,
    });
    timeFormats.set(lang, format);
  }
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : plainSpaces(format.format(moment));
}
