import { setServerFieldErrors } from "@ds";
import { HttpError } from "@lib/http/client";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { Translate } from "../model/translate";

const TRANSPORT_CODES = new Set(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]);

/** A failed call in words: ours when the server never answered, else the server's own message. */
export function failureText(error: unknown, t: Translate): string {
  if (error instanceof HttpError)
    return TRANSPORT_CODES.has(error.code) ? t(`shared.errors.${error.code}`) : error.message;
  return t("shared.errors.generic");
}

/**
 * Puts a failed save's field issues on their fields and returns what is left for the form's alert (null when every
 * issue found its field). What the person typed stays.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
  t: Translate,
): string | null {
  if (error instanceof HttpError && error.issues.length > 0) {
    const unmatched = setServerFieldErrors(form, error.issues);
    return unmatched.length === 0 ? null : unmatched.map((issue) => issue.message).join(" ");
  }
  return failureText(error, t);
}
