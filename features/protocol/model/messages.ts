import { FIELD_MESSAGES, REQUIRED_MESSAGE } from "@contracts/fields";
import { PROTOCOL_MESSAGES } from "@contracts/protocol";
import { TRACKING_MESSAGES } from "@contracts/tracking";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contracts' messages in the page's language (`protocol-tour:messages.*` and `protocol-tour:tracking.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(PROTOCOL_MESSAGES, "protocol-tour:messages"),
  ...keyed(TRACKING_MESSAGES, "protocol-tour:tracking"),
  [REQUIRED_MESSAGE, "protocol-tour:messages.required"],
  [FIELD_MESSAGES.dateTime, "protocol-tour:messages.dateTime"],
  [FIELD_MESSAGES.date, "protocol-tour:messages.date"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
