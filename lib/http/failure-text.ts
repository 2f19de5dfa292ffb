import { HttpError } from "./client";

/** Failures of the transport itself: the server never answered, so it has no words for them and the feature does. */
const TRANSPORT_CODES = new Set(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]);

/**
 * A failed call in words: the feature's own (`shared.errors.<CODE>` of its namespace) when the server never
 * answered, else the server's message (spec: errors show the server's message) as it came or put in the page's
 * language by `serverWords`, and the feature's `shared.errors.generic` for anything that is not an HttpError.
 */
export function failureText(
  error: unknown,
  t: (key: string) => string,
  serverWords: (message: string) => string = (message) => message,
): string {
  if (error instanceof HttpError)
    return TRANSPORT_CODES.has(error.code) ? t(`shared.errors.${error.code}`) : serverWords(error.message);
  return t("shared.errors.generic");
}

/** The thing asked for does not exist (404): a screen shows its "not found" page rather than a retry. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
