import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MEETING_MESSAGES } from "@contracts/meetings";
import type { Translate } from "./translate";

/**
 * The contract's messages are English and the server answers with them: each has a key of the same name in the
 * locale files (`messages.meeting.buyerBusy`), so an operator reads it in the page's language.
 */
const CONTRACT_KEYS = new Map<string, string>([
  ...Object.entries(MEETING_MESSAGES).map(([key, text]): [string, string] => [text, `messages.meeting.${key}`]),
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
