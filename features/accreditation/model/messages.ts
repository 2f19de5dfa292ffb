import { AUTH_MESSAGES } from "@contracts/auth";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { MART_MESSAGES } from "@contracts/mart";
import { MEETING_MESSAGES } from "@contracts/meetings";
import type { Translate } from "./translate";

/**
 * The business agreement's own words (contracts/mart.ts ApplyBodySchema writes them inline); a unit test runs the
 * schema to prove they still match.
 */
export const AGREE_BUSINESS_MESSAGE = "Please agree to the business agreement.";

function keyed(messages: Record<string, string>, prefix: string): [string, string][] {
  return Object.entries(messages).map(([key, text]) => [text, `${prefix}.${key}`]);
}

/**
 * The contracts' messages are English and the server answers with them: each has a key in the locale files
 * (`messages.mart.alreadyApplied`), so the page says it in its own language.
 */
const CONTRACT_KEYS = new Map<string, string>([
  ...keyed(MART_MESSAGES, "messages.mart"),
  [MEETING_MESSAGES.notParticipant, "messages.notParticipant"],
  [AUTH_MESSAGES.signInRequired, "messages.signInRequired"],
  [AUTH_MESSAGES.forbidden, "messages.forbidden"],
  [AGREE_BUSINESS_MESSAGE, "messages.agreeBusiness"],
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

export type IssueLike = { message: string; code?: string; maximum?: unknown; origin?: unknown };

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
