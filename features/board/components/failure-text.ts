import { HttpError } from "@lib/http/client";
import type { Translate } from "../model/translate";

const TRANSPORT_CODES = new Set(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]);

/** A failed call in words: ours when the server never answered, else the server's own message. */
export function failureText(error: unknown, t: Translate): string {
  if (error instanceof HttpError)
    return TRANSPORT_CODES.has(error.code) ? t(`shared.errors.${error.code}`) : error.message;
  return t("shared.errors.generic");
}

export function isNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}
