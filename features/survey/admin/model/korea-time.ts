/**
 * Survey windows are moments; operators set them in Korea time, where every tour takes place, whatever zone their
 * own computer is in. Korea keeps one offset all year (no daylight saving), so +09:00 is exact.
 */
const KOREA_OFFSET_MS = 9 * 60 * 60 * 1000;
const KOREA_OFFSET = "+09:00";

/** An ISO moment as a date-time input's value in Korea time ("2026-05-15T10:00"); "" for a value that is no moment. */
export function toKoreaInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + KOREA_OFFSET_MS).toISOString().slice(0, 16);
}

/** The Korea calendar day of an ISO moment ("2026-05-15"), for date-only display; "" for a value that is no moment. */
export function koreaDay(iso: string): string {
  return toKoreaInput(iso).slice(0, 10);
}

const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date-time input's value, read as Korea time, as the ISO moment the API takes ("2026-05-15T10:00:00+09:00");
 * `null` for anything that is not a real date and time (an empty field, 2026-02-30, 24:00).
 */
export function fromKoreaInput(value: string): string | null {
  const match = INPUT.exec(value.trim());
  if (!match) return null;
  const [, year = "", month = "", day = "", hour = "", minute = "", second = "00"] = match;
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  // Date.UTC rolls an impossible date over (Feb 30 -> Mar 2): such a value is refused, not silently moved
  const rolled = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)),
  );
  if (Number.isNaN(rolled.getTime()) || rolled.toISOString().slice(0, 19) !== local) return null;
  return `${local}${KOREA_OFFSET}`;
}
