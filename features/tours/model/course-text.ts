import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { TOUR_MESSAGES } from "@contracts/tours";
import type { Translate } from "@lib/i18n/feature-text";
import { templatePattern } from "@contracts/message-template";

/** A course's length in the page's words: "3 h 30 min", "4 h", "45 min". */
export function durationText(minutes: number, t: Translate): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("shared.duration.minutes", { minutes: rest });
  if (rest === 0) return t("shared.duration.hours", { hours });
  return t("shared.duration.hoursMinutes", { hours, minutes: rest });
}

/** Guide languages by name ("English, Korean"); a code without a name is shown as it is. */
export function languagesText(codes: readonly string[], t: Translate): string {
  return codes.map((code) => t(`shared.languages.${code}`, { defaultValue: code.toUpperCase() })).join(", ");
}

const TOUR_KEYS = Object.keys(TOUR_MESSAGES) as (keyof typeof TOUR_MESSAGES)[];
const RESERVATION_KEYS = [
  "minTravelers",
  "travelersRequired",
  "paymentMethodRequired",
  "paymentMethodUnavailable",
  "bankRequired",
  "cancellationPolicyRequired",
  "domesticTermsRequired",
  "alreadyCancelRequested",
  "alreadyCancelled",
  "departed",
  "bankTransferTooLate",
] as const satisfies readonly (keyof typeof RESERVATION_MESSAGES)[];

/** The shop's total-changed template as a pattern that gives back its `{{total}}` and `{{shown}}`. */
const TOTAL_CHANGED = templatePattern(RESERVATION_MESSAGES.totalChanged);

/**
 * The server writes the contracts' English messages; one this page knows is said in the page's language
 * (`messages.<key>`, a template's amounts kept), any other as the server wrote it.
 */
export function localMessage(message: string, t: Translate): string {
  const changed = TOTAL_CHANGED.exec(message);
  if (changed) return t("messages.totalChanged", { ...changed.groups });
  const tour = TOUR_KEYS.find((key) => TOUR_MESSAGES[key] === message);
  if (tour) return t(`messages.${tour}`);
  const shop = RESERVATION_KEYS.find((key) => RESERVATION_MESSAGES[key] === message);
  if (shop) return t(`messages.${shop}`);
  return message;
}
