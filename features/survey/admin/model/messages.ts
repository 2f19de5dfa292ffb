import { REQUIRED_MESSAGE } from "@contracts/fields";
import { SURVEY_MESSAGES } from "@contracts/survey";
import type { Translate } from "@lib/i18n/feature-text";

/**
 * The contract's messages are English and the server answers with them: each has a key of the same name in the
 * locale files (`messages.windowOrder`), so an operator reads it in the page's language.
 */
const CONTRACT_KEYS = new Map<string, string>([
  ...Object.entries(SURVEY_MESSAGES).map(([key, text]): [string, string] => [text, `messages.${key}`]),
  [REQUIRED_MESSAGE, "messages.requiredField"],
]);

export function contractMessageKey(message: string): string | undefined {
  return CONTRACT_KEYS.get(message);
}

/** A contract or server message in the page's language; a message no contract knows is shown as it came. */
export function translateMessage(message: string, t: Translate): string {
  const key = contractMessageKey(message);
  return key ? t(key) : message;
}
