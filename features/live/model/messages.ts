import { REQUIRED_MESSAGE } from "@contracts/fields";
import { LIVE_MESSAGES } from "@contracts/live";
import type { Translate } from "./translate";

/**
 * The contract's messages are English and the server answers with them: each has a key of the same name in the
 * locale files (`messages.noRound`), so the operator reads it in the page's language.
 */
const CONTRACT_KEYS = new Map<string, string>([
  ...Object.entries(LIVE_MESSAGES).map(([key, text]): [string, string] => [text, `messages.${key}`]),
  [REQUIRED_MESSAGE, "messages.required"],
]);

export function contractMessageKey(message: string): string | undefined {
  return CONTRACT_KEYS.get(message);
}

/** A contract or server message in the page's language; a message no contract knows is shown as it came. */
export function translateMessage(message: string, t: Translate): string {
  const key = contractMessageKey(message);
  return key ? t(key) : message;
}

export type IssueLike = { message: string; code?: string; maximum?: unknown };

/** A failed rule of the contract in words: its own message when it has one, else "at most N characters" or "check". */
export function issueText(issue: IssueLike, t: Translate): string {
  const key = contractMessageKey(issue.message);
  if (key) return t(key);
  if (issue.code === "too_big" && typeof issue.maximum === "number")
    return t("messages.tooLong", { max: issue.maximum });
  return t("messages.invalid");
}
