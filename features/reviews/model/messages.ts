import { REQUIRED_MESSAGE } from "@contracts/fields";
import { REVIEW_MESSAGES } from "@contracts/reviews";
import { SOCIAL_REVIEW_MESSAGES } from "@contracts/social-reviews";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";

export type { IssueLike } from "@lib/i18n/contract-messages";

/**
 * The contracts' messages in the page's language: each has a key of the same name in the locale files
 * (`messages.review.titleRequired`).
 */
export const { contractMessageKey, translateMessage, issueText } = contractMessages([
  ...keyed(REVIEW_MESSAGES, "messages.review"),
  ...keyed(SOCIAL_REVIEW_MESSAGES, "messages.social"),
  [REQUIRED_MESSAGE, "messages.required"],
]);
