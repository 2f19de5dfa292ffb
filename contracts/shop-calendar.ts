/**
 * Korea's calendar day, without the schema library, so a page's first chunk can ask for today (as
 * payment-methods.ts); contracts/reservations.ts re-exports it.
 */
/** Departure days are Korean calendar days. */
export const SHOP_TIME_ZONE = "Asia/Seoul";

// Built once: a formatter costs far more to make than to use, and the server asks for today on every booking.
const shopDayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's date in Korea as `YYYY-MM-DD`. */
export function shopToday(now: Date): string {
  return shopDayFormat.format(now);
}

/** Adds whole days to a calendar day (no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
