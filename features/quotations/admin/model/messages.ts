import { REQUIRED_MESSAGE } from "@contracts/fields";
import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contracts' messages in the page's language (`quotations-admin:messages.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(QUOTATION_MESSAGES, "messages"),
  [RESERVATION_MESSAGES.departureTimeRequired, "messages.departureTimeRequired"],
  [RESERVATION_MESSAGES.optionRequired, "messages.optionRequired"],
  [RESERVATION_MESSAGES.optionNotBookable, "messages.optionNotBookable"],
  [RESERVATION_MESSAGES.departureTimeNotOffered, "messages.departureTimeNotOffered"],
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
