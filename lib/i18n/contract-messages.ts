import type { Translate } from "./feature-text";

/** A contract's messages as `[message, key]` pairs: each message's key is its name under `prefix`. */
export function keyed(messages: Record<string, string>, prefix: string): [string, string][] {
  return Object.entries(messages).map(([key, text]) => [text, `${prefix}.${key}`]);
}

/** The parts of a zod issue its text depends on. */
export type IssueLike = { message: string; code?: string; maximum?: unknown; origin?: unknown };

/**
 * The contracts' messages are English and the server answers with them: each has a key in the feature's locale
 * files (given as `[message, key]` pairs), so the page says it in its own language.
 */
export function contractMessages(entries: Iterable<readonly [string, string]>) {
  const keys = new Map<string, string>(entries);

  /** The locale key of a contract message, if it is one. */
  function contractMessageKey(message: string): string | undefined {
    return keys.get(message);
  }

  /** A contract or server message in the page's language; a message no contract knows is shown as it came. */
  function translateMessage(message: string, t: Translate): string {
    const key = keys.get(message);
    return key ? t(key) : message;
  }

  /**
   * A failed rule of a contract schema, in words: "at most N characters" for a length limit (first: a contract
   * string with a schema-wide message gives that message to its length limit too), its own message when the
   * contract gave one, else a plain "check this field" (zod's default texts are English).
   */
  function issueText(issue: IssueLike, t: Translate): string {
    if (issue.code === "too_big" && typeof issue.maximum === "number") {
      return t("messages.tooLong", { max: issue.maximum });
    }
    const key = keys.get(issue.message);
    return key ? t(key) : t("messages.invalid");
  }

  return { contractMessageKey, translateMessage, issueText };
}
