import { EDU_MESSAGES, EDU_TRANSITION_MESSAGES } from "@contracts/applications";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";
import { failureHelpers } from "@lib/http/server-failure";

/**
 * The contract's messages in the page's language: each has a key in `locales/<lang>/applications.json`
 * (`EDU_MESSAGES.alreadyApplied` is `messages.edu.alreadyApplied`, a refused change `messages.edu.from.<status>`).
 */
export const { contractMessageKey, translateMessage, issueText } = contractMessages([
  ...keyed(EDU_MESSAGES, "messages.edu"),
  ...keyed(EDU_TRANSITION_MESSAGES, "messages.edu.from"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

/** A failed call in words, and a refused write split into its fields and the form's alert. */
export const { failureText, serverFailure } = failureHelpers(translateMessage);
