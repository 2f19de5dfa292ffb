import { TOUR_MESSAGES } from "@contracts/tours";
import { WAITLIST_MESSAGES } from "@contracts/tours-waitlist";
import type { Translate } from "@lib/i18n/feature-text";

/** The server's waitlist words in the page's language (the English ones are the contract's); others as they came. */
const KEYS = new Map<string, string>([
  ...Object.entries(WAITLIST_MESSAGES).map(([key, text]) => [text, `messages.${key}`] as [string, string]),
  [TOUR_MESSAGES.departureClosed, "messages.closed"],
]);

export function waitlistMessage(message: string, t: Translate): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}
