import { REQUIRED_MESSAGE } from "@contracts/fields";
import { REFUND_MESSAGES } from "@contracts/refunds";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contract's messages in the page's language (`refunds-admin:messages.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(REFUND_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
