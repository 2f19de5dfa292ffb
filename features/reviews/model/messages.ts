import { REQUIRED_MESSAGE } from "@contracts/fields";
import { REVIEW_MESSAGES } from "@contracts/reviews";
import { SOCIAL_REVIEW_MESSAGES } from "@contracts/social-reviews";
import type { Translate } from "./translate";

function keyed(messages: Record<string, string>, prefix: string): [string, string][] {
  return Object.entries(messages).map(([key, text]) => [text, `${prefix}.${key}`]);
}

/**
 * The contracts' messages are English, and the server answers with them: each has a key of the same name in the
 * locale files (`messages.review.titleRequired`), so the page says it in its own language.
 */
const CONTRACT_KEYS = new Map<string, string>([
  ...keyed(REVIEW_MESSAGES, "messages.review"),
  ...keyed(SOCIAL_REVIEW_MESSAGES, "messages.social"),
  [REQUIRED_MESSAGE, "messages.required"],
]);

/** The locale key of a contract message, if it is one. */
export function contractMessageKey(message: string): string | undefined {
  return CONTRACT_KEYS.get(message);
}

/** A contract or server message in the page's language; a message no contract knows is shown as it came. */
export function translateMessage(message: string, t: Translate): string {
  const key = contractMessageKey(message);
  return key ? t(key) : message;
}

/** The parts of a zod issue its text depends on. */
export type IssueLike = { message: string; code?: string; maximum?: unknown };

/**
 * A failed rule of a contract schema, in words: "at most N characters" for a length limit, its own message when
 * the contract gave one, else a plain "check this field" (zod's default texts are English).
 */
export function issueText(issue: IssueLike, t: Translate): string {
  // first: a contract string with a schema-wide message (`z.string({ error })`) gives that message to its length
  // limit too ("Please enter a review title." for a title that is too long)
  if (issue.code === "too_big" && typeof issue.maximum === "number") {
    return t("messages.tooLong", { max: issue.maximum });
  }
  const key = contractMessageKey(issue.message);
  return key ? t(key) : t("messages.invalid");
}
