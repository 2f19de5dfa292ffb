import { AUTH_MESSAGES } from "@contracts/auth";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MART_MESSAGES } from "@contracts/mart";
import { MEETING_MESSAGES } from "@contracts/meetings";
import { contractMessages, keyed, type IssueLike } from "@lib/i18n/contract-messages";
import type { Translate } from "@lib/i18n/feature-text";

/**
 * The business agreement's own words (contracts/mart.ts ApplyBodySchema writes them inline); a unit test runs the
 * schema to prove they still match.
 */
export const AGREE_BUSINESS_MESSAGE = "Please agree to the business agreement.";

/**
 * The contracts' messages in the page's language: each has a key in the locale files
 * (`messages.mart.alreadyApplied`).
 */
export const { contractMessageKey, translateMessage } = contractMessages([
  ...keyed(MART_MESSAGES, "messages.mart"),
  [MEETING_MESSAGES.notParticipant, "messages.notParticipant"],
  [AUTH_MESSAGES.signInRequired, "messages.signInRequired"],
  [AUTH_MESSAGES.forbidden, "messages.forbidden"],
  [AGREE_BUSINESS_MESSAGE, "messages.agreeBusiness"],
  [REQUIRED_MESSAGE, "messages.required"],
]);

export type { IssueLike } from "@lib/i18n/contract-messages";

/**
 * A failed rule of a contract schema in words: its own message when the contract gave one; a limit as "at most
 * N" in the unit of the field (characters, a number, choices); an empty choice as "required". zod's own texts are
 * English, so none of them is ever shown.
 */
export function issueText(issue: IssueLike, t: Translate): string {
  const key = contractMessageKey(issue.message);
  if (key) return t(key);
  if (issue.code === "too_big" && typeof issue.maximum === "number") {
    if (issue.origin === "number") return t("messages.tooLarge", { max: issue.maximum });
    if (issue.origin === "array") return t("messages.tooMany", { max: issue.maximum });
    return t("messages.tooLong", { max: issue.maximum });
  }
  // a select left empty reaches the enum as "" (or nothing): that is a missing answer
  if (issue.code === "invalid_value" || issue.code === "invalid_type") return t("messages.required");
  return t("messages.invalid");
}
