import type { TrackStop } from "@contracts/tracking";
import type { Eta } from "@contracts/tracking-eta";
import { formatDateTime, PRODUCT_TIME_ZONE, plainSpaces } from "@lib/format/format";
import type { Translate } from "@lib/i18n/feature-text";
import type { Lang } from "@lib/i18n/locale";

/** "Updated 12 s ago": how long since the server received the vehicle's newest position, by the server's clock. */
export function updatedText(t: Translate, receivedAt: string | null, nowMs: number): string {
  if (!receivedAt) return t("vehicle.updatedNever");
  const seconds = Math.max(0, Math.floor((nowMs - Date.parse(receivedAt)) / 1000));
  if (seconds < 60) return t("vehicle.updatedSeconds", { count: seconds });
  if (seconds < 3600) return t("vehicle.updatedMinutes", { count: Math.floor(seconds / 60) });
  return t("vehicle.updatedHours", { count: Math.floor(seconds / 3600) });
}

/** "Stop 3 · Gyeongbokgung in about 6 min", the stop without a time while the speed is unknown, or none ahead. */
export function etaText(t: Translate, eta: Eta<TrackStop> | null): string {
  if (!eta?.stop) return t("vehicle.etaNone");
  const { number, name } = eta.stop;
  if (eta.seconds === null) return t("vehicle.etaUnknown", { number, name });
  return t("vehicle.etaMinutes", { number, name, minutes: Math.max(1, Math.ceil(eta.seconds / 60)) });
}

/** A moment in Korea's time, as every tour runs on it ("December 3, 2026 at 8:00 AM"). */
export const koreaTime = (value: string, lang: Lang) => formatDateTime(value, lang);

/**
 * The same moment on the reader's own clock, when it reads differently from Korea's (a delegation's family
 * following from abroad); null when the reader is on Korea's time.
 */
export function readerTime(value: string, lang: Lang, timeZone?: string): string | null {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return null;
  const options: Intl.DateTimeFormatOptions = {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    ...(lang === "ko" ? { hourCycle: "h23" } : {}),
  };
  const there = plainSpaces(new Intl.DateTimeFormat(lang, { ...options, timeZone: zone }).format(moment));
  const korea = plainSpaces(new Intl.DateTimeFormat(lang, { ...options, timeZone: PRODUCT_TIME_ZONE }).format(moment));
  const sameClock =
    new Intl.DateTimeFormat("en", { ...options, timeZoneName: undefined, timeZone: zone }).format(moment) ===
    new Intl.DateTimeFormat("en", { ...options, timeZoneName: undefined, timeZone: PRODUCT_TIME_ZONE }).format(moment);
  return sameClock || there === korea ? null : there;
}
