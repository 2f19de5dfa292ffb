import { REQUIRED_MESSAGE } from "@contracts/fields";
import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import type { Translate } from "./translate";

function keyed(messages: Record<string, string>, prefix: string): [string, string][] {
  return Object.entries(messages).map(([key, text]) => [text, `${prefix}.${key}`]);
}

/**
 * The traveller rules' own words (contracts/reservations.ts TravelerDetailsSchema writes them inline); a unit test
 * runs the schema to prove each still matches.
 */
export const TRAVELER_MESSAGES = {
  contactDigits: "Enter the contact number with digits only, without hyphens.",
  passportFormat: "Enter the passport number with letters and digits only.",
  flightFormat: "Enter a flight number such as KE082.",
} as const;

/**
 * The contracts' messages are English, and the server answers with them: each has a key of the same name in the
 * locale files (`messages.quotation.expired`), so the page says it in its own language.
 */
const CONTRACT_KEYS = new Map<string, string>([
  ...keyed(QUOTATION_MESSAGES, "messages.quotation"),
  ...keyed(RESERVATION_MESSAGES, "messages.reservation"),
  ...keyed(TRAVELER_MESSAGES, "messages.traveler"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export function contractMessageKey(message: string): string | undefined {
  return CONTRACT_KEYS.get(message);
}

/** A contract or server message in the page's language; a message no contract knows is shown as it came. */
export function translateMessage(message: string, t: Translate): string {
  const key = contractMessageKey(message);
  return key ? t(key) : message;
}

export type IssueLike = { message: string; code?: string; maximum?: unknown };

/**
 * A failed rule of a contract schema, in words: "at most N characters" for a length limit, its own message when
 * the contract gave one, else a plain "check this field" (zod's default texts are English).
 */
export function issueText(issue: IssueLike, t: Translate): string {
  if (issue.code === "too_big" && typeof issue.maximum === "number") {
    return t("messages.tooLong", { max: issue.maximum });
  }
  const key = contractMessageKey(issue.message);
  return key ? t(key) : t("messages.invalid");
}
