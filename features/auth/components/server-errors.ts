import { setServerFieldErrors } from "@ds";
import { HttpError } from "@lib/http/client";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { errorMessage } from "../model/error-messages";
import type { Translate } from "../model/translate";

/**
 * Puts a failed call's field issues on their fields (the server names them as the form does) and returns what is
 * left for the form's alert: the unmatched issues, or the localized message of the error; null when every issue
 * found its field. Values typed stay as they are.
 */
export function showServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
  t: Translate,
  fieldMap?: Record<string, string>,
): string | null {
  if (error instanceof HttpError && error.issues.length > 0) {
    const unmatched = setServerFieldErrors(form, error.issues, { fieldMap });
    return unmatched.length === 0 ? null : unmatched.map((issue) => issue.message).join(" ");
  }
  return errorMessage(error, t);
}
