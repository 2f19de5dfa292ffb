import { HttpError } from "@lib/http/client";
import { translateMessage } from "./messages";
import type { Translate } from "./translate";

const TRANSPORT_CODES = new Set(["TIMEOUT", "NETWORK_ERROR", "BAD_RESPONSE"]);

/** A failed call in words: ours when the server never answered, else the server's message in the page's language. */
export function failureText(error: unknown, t: Translate): string {
  if (!(error instanceof HttpError)) return t("shared.errors.generic");
  if (TRANSPORT_CODES.has(error.code)) return t(`shared.errors.${error.code}`);
  return translateMessage(error.message, t);
}

export type ServerFailure<F extends string> = {
  /** Issues that name a field of the form, translated. */
  fields: { field: F; message: string }[];
  /** What no field can show (the form's own alert); `null` when every issue found its field. */
  message: string | null;
};

/**
 * Splits a failed write into what goes beside the fields (the server's `issues`, or its single `field`) and what
 * the form says above them, every message in the page's language.
 */
export function serverFailure<F extends string>(error: unknown, fields: readonly F[], t: Translate): ServerFailure<F> {
  if (!(error instanceof HttpError)) return { fields: [], message: failureText(error, t) };
  const issues =
    error.issues.length > 0 ? error.issues : error.field ? [{ field: error.field, message: error.message }] : [];
  const matched: ServerFailure<F>["fields"] = [];
  const rest: string[] = [];
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.field);
    if (field) matched.push({ field, message: translateMessage(issue.message, t) });
    else rest.push(translateMessage(issue.message, t));
  }
  if (issues.length === 0) rest.push(failureText(error, t));
  return { fields: matched, message: rest.length > 0 ? rest.join(" ") : null };
}

/** Whether a failed call carried this contract message (the server's 409s are told apart by their message). */
export function hasMessage(error: unknown, message: string): error is HttpError {
  return error instanceof HttpError && error.message === message;
}
