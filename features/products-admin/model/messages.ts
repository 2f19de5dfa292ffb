import { FIELD_MESSAGES, REQUIRED_MESSAGE } from "@contracts/fields";
import { PRODUCTS_ADMIN_MESSAGES } from "@contracts/products-admin";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contract's messages in the page's language (`products-admin:messages.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(PRODUCTS_ADMIN_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
  [FIELD_MESSAGES.date, "messages.date"],
  [FIELD_MESSAGES.dateNotADay, "messages.dateNotADay"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
