import { HttpError } from "./client";
import { failureText as wording } from "./failure-text";

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** A feature's way to put a server message (a contract's English text) in the page's language. */
type TranslateMessage = (message: string, t: Translate) => string;

export type ServerFailure<F extends string> = {
  /** Issues that name a field of the form, translated. */
  fields: { field: F; message: string }[];
  /** What no field can show (the form's own alert); `null` when every issue found its field. */
  message: string | null;
};

/**
 * A feature's failure helpers, bound to its own message translation (its `shared.errors.*` keys name the
 * transport's failures).
 */
export function failureHelpers(translateMessage: TranslateMessage) {
  /** A failed call in words: ours when the server never answered, else the server's message in the page's language. */
  function failureText(error: unknown, t: Translate): string {
    return wording(error, t, (message) => translateMessage(message, t));
  }

  /**
   * Splits a failed write into what goes beside the fields (the server's `issues`, or its single `field`) and what
   * the form says above them, every message in the page's language.
   */
  function serverFailure<F extends string>(error: unknown, fields: readonly F[], t: Translate): ServerFailure<F> {
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

  return { failureText, serverFailure };
}
