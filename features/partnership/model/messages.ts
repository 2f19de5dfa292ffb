import { REQUIRED_MESSAGE } from "@contracts/fields";
import { PARTNERSHIP_FIELD_MESSAGES, PARTNERSHIP_MESSAGES } from "@contracts/partnerships";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contract's messages in the page's language (`partnership:messages.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(PARTNERSHIP_MESSAGES, "messages"),
  ...keyed(PARTNERSHIP_FIELD_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
