import { REQUIRED_MESSAGE } from "@contracts/fields";
import { LIVE_MESSAGES } from "@contracts/live";
import { type IssueLike, contractMessages, keyed } from "@lib/i18n/contract-messages";
import type { Translate } from "@lib/i18n/feature-text";

/**
 * The contract's messages in the page's language: each has a key of the same name in the locale files
 * (`messages.noRound`), so the operator reads it in the page's language.
 */
export const { contractMessageKey, translateMessage } = contractMessages([
  ...keyed(LIVE_MESSAGES, "messages"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export type { IssueLike } from "@lib/i18n/contract-messages";

/** A failed rule of the contract in words: its own message when it has one, else "at most N characters" or "check". */
export function issueText(issue: IssueLike, t: Translate): string {
  const key = contractMessageKey(issue.message);
  if (key) return t(key);
  if (issue.code === "too_big" && typeof issue.maximum === "number")
    return t("messages.tooLong", { max: issue.maximum });
  return t("messages.invalid");
}
