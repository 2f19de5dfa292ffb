import { SERVER_MESSAGES } from "@contracts/server-messages";
import { HttpError } from "./client";

/** Failures of the transport itself: the server never answered, so it has no words for them and the feature does. */
const TRANSPORT_CODES = new Set(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]);

/**
 * The server's own refusals any call can meet, by their English text: each has words in the common namespace. (Not
 * `keyed()` of lib/i18n: this module comes with every first screen, and that one would cost it a request of its own.)
 */
const SERVER_MESSAGE_KEYS = new Map(
  Object.entries(SERVER_MESSAGES).map(([key, text]): [string, string] => [text, `common:errors.server.${key}`]),
);

/**
 * A server refusal any call can meet (signed out, no access, too many tries, briefly unavailable, an internal
 * error) in the page's language, from the common namespace (`common:errors.server.*`, always loaded); undefined for
 * any other message.
 */
function serverMessageText(message: string, t: (key: string) => string): string | undefined {
  const key = SERVER_MESSAGE_KEYS.get(message);
  return key ? t(key) : undefined;
}

/**
 * A failed call in words: the feature's own (`shared.errors.<CODE>` of its namespace) when the server never
 * answered, else the server's message (spec: errors show the server's message) put in the page's language by
 * `serverWords`, or by the common words of the server's own refusals when the feature has none for it, else as it
 * came; and the feature's `shared.errors.generic` for anything that is not an HttpError.
 */
export function failureText(
  error: unknown,
  t: (key: string) => string,
  serverWords: (message: string) => string = (message) => message,
): string {
  if (!(error instanceof HttpError)) return t("shared.errors.generic");
  if (TRANSPORT_CODES.has(error.code)) return t(`shared.errors.${error.code}`);
  const words = serverWords(error.message);
  return words !== error.message ? words : (serverMessageText(error.message, t) ?? words);
}

/** The thing asked for does not exist (404): a screen shows its "not found" page rather than a retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
