import { REQUIRED_MESSAGE } from "@contracts/fields";
import { REVIEW_MESSAGES } from "@contracts/reviews";
import { SOCIAL_REVIEW_MESSAGES } from "@contracts/social-reviews";
import { failureHelpers } from "@lib/http/server-failure";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

/** The contracts' messages in the page's language (`reviews-admin:messages.*` and `messages.social.*`). */
export const { translateMessage, issueText } = contractMessages([
  ...keyed(REVIEW_MESSAGES, "messages"),
  ...keyed(SOCIAL_REVIEW_MESSAGES, "messages.social"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export const { failureText, serverFailure } = failureHelpers(translateMessage);
