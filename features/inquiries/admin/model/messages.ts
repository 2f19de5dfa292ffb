import { REQUIRED_MESSAGE } from "@contracts/fields";
import { INQUIRY_MESSAGES } from "@contracts/inquiries";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contract's messages in the page's language; the members' namespace holds their words once. */
export const { translateMessage } = contractMessages([
  ...keyed(INQUIRY_MESSAGES, "inquiries:messages"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
