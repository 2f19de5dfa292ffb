import { setServerFieldErrors } from "@ds";
import { HttpError } from "@lib/http/client";
import { failureText } from "@lib/http/failure-text";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { Translate } from "../model/translate";

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
