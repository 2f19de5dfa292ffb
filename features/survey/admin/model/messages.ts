import { REQUIRED_MESSAGE } from "@contracts/fields";
import { SURVEY_MESSAGES } from "@contracts/survey";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/**
 * The contract's messages are English and the server answers with them: each has a key of the same name in the
 * locale files (`messages.windowOrder`), so an operator reads it in the page's language.
 */
export const { contractMessageKey, translateMessage } = contractMessages([
  ...keyed(SURVEY_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.requiredField"],
]);
