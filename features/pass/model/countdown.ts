import type { Translate } from "@lib/i18n/feature-text";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left of an active pass, in whole units (a day is 24 hours of the countdown, not a calendar day). */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/**
 * The milliseconds left `elapsedMs` after the server's answer said `remainingMs`: the page counts on its own
 * monotonic clock from that answer, never from the phone's idea of the date, which may be wrong or in another zone.
 */
export function remainingAfter(remainingMs: number, elapsedMs: number): number {
  return Math.max(0, remainingMs - Math.max(0, elapsedMs));
}

/**
 * The left time in units. A part second counts as a whole one, so the card reads "0 min 1 s" until the very last
 * moment and 0 only once the pass has stopped (the contract's `remaining_ms` is 0 at that moment).
 */
export function countdownParts(remainingMs: number): CountdownParts {
  const total = Math.ceil(Math.max(0, remainingMs) / SECOND) * SECOND;
  return {
    days: Math.floor(total / DAY),
    hours: Math.floor((total % DAY) / HOUR),
    minutes: Math.floor((total % HOUR) / MINUTE),
    seconds: Math.floor((total % MINUTE) / SECOND),
  };
}

/**
 * The left time in the page's words: days, hours and minutes while a day or more is left, hours and minutes while an
 * hour is, minutes and seconds in the last hour (the seconds matter only then, and a card that changes its text
 * every second for days would be read out and redrawn for nothing).
 */
export function countdownText(remainingMs: number, t: Translate): string {
  const { days, hours, minutes, seconds } = countdownParts(remainingMs);
  if (days > 0) return t("card.countdown.daysHoursMinutes", { days, hours, minutes });
  if (hours > 0) return t("card.countdown.hoursMinutes", { hours, minutes });
  return t("card.countdown.minutesSeconds", { minutes, seconds: String(seconds).padStart(2, "0") });
}

/** How long until the text of the countdown can next change: the next whole second of what is left. */
export function nextTickIn(remainingMs: number): number {
  if (remainingMs <= 0) return SECOND;
  const part = remainingMs % SECOND;
  return part === 0 ? SECOND : part;
}
