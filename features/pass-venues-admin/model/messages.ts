import { REQUIRED_MESSAGE } from "@contracts/fields";
import { PARTNERSHIP_MESSAGES } from "@contracts/partnerships";
import { VENUE_ADMIN_MESSAGES } from "@contracts/pass-venues-admin";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contract's messages in the page's language (`pass-venues-admin:messages.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(VENUE_ADMIN_MESSAGES, "messages"),
  [PARTNERSHIP_MESSAGES.benefitRequired, "messages.benefitRequired"],
  [PARTNERSHIP_MESSAGES.percentInvalid, "messages.percentInvalid"],
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
