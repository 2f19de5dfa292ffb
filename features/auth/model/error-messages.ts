import { AUTH_ERROR_CODES } from "@contracts/auth";
import type { Translate } from "@lib/i18n/feature-text";

/** Codes the transport itself gives a failure that never reached the server's words. */
const TRANSPORT_CODES = ["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"] as const;

/**
 * Every auth and members error code, and the transport's own, with its localized text in the `auth` namespace:
 * the client says these in the person's language rather than showing the server's English.
 */
export const ERROR_MESSAGE_KEYS: Record<string, string> = {
  ...Object.fromEntries(Object.values(AUTH_ERROR_CODES).map((code) => [code, `shared.errors.${code}`])),
  ...Object.fromEntries(TRANSPORT_CODES.map((code) => [code, `shared.errors.${code}`])),
};

export const GENERIC_ERROR_KEY = "shared.errors.generic";

/** What a failure looks like to this module: the transport's HttpError fits, so does anything with a code. */
type CodedError = { code?: unknown; message?: unknown };

function asCoded(error: unknown): CodedError {
  return typeof error === "object" && error !== null ? error : {};
}

/** The localized message key for an error code, or null when the code has no words of ours. */
export function errorMessageKey(code: string | null | undefined): string | null {
  return code ? (ERROR_MESSAGE_KEYS[code] ?? null) : null;
}

/**
 * The text to show for a failed call: ours for a known code, else the server's own message (spec: errors show the
 * server's message), else the generic "An error has occurred!".
 */
export function errorMessage(error: unknown, t: Translate): string {
  const { code, message } = asCoded(error);
  const key = errorMessageKey(typeof code === "string" ? code : null);
  if (key) return t(key);
  if (typeof message === "string" && message && typeof code === "string") return message;
  return t(GENERIC_ERROR_KEY);
}

/** The error's code when it has one (`HTTP_500` for a bare status). */
export function errorCode(error: unknown): string | null {
  const { code } = asCoded(error);
  return typeof code === "string" ? code : null;
}
