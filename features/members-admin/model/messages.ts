import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MEMBERS_ADMIN_MESSAGES } from "@contracts/members-admin";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contract's messages in the page's language (`members-admin:messages.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(MEMBERS_ADMIN_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
