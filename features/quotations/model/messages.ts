import { REQUIRED_MESSAGE } from "@contracts/fields";
import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

export type { IssueLike } from "@lib/i18n/contract-messages";

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
 * The contracts' messages in the page's language: each has a key of the same name in the locale files
 * (`messages.quotation.expired`).
 */
export const { contractMessageKey, translateMessage, issueText } = contractMessages([
  ...keyed(QUOTATION_MESSAGES, "messages.quotation"),
  ...keyed(RESERVATION_MESSAGES, "messages.reservation"),
  ...keyed(TRAVELER_MESSAGES, "messages.traveler"),
  [REQUIRED_MESSAGE, "messages.required"],
]);
