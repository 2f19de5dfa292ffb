import { INQUIRY_MESSAGES } from "@contracts/inquiries";
import { HttpError } from "@lib/http/client";
import type { Translate } from "@lib/i18n/feature-text";

const KEYS = Object.fromEntries(Object.entries(INQUIRY_MESSAGES).map(([key, text]) => [text, key])) as Record<
  string,
  keyof typeof INQUIRY_MESSAGES
>;

/**
 * The server writes the contract's English messages; a message the contract knows is shown in the page's language
 * (`messages.<key>`), any other as the server wrote it.
 */
export function localMessage(message: string, t: Translate): string {
  const key = KEYS[message];
  return key ? t(`messages.${key}`) : message;
}

/** A server field name in the form's terms: the files are one field (`files.2` is still `files`). */
function formField(field: string): string {
  return field.split(".")[0] ?? field;
}

export type ServerIssue = { field: string; message: string };

/** A failed save's field issues (or its single `field`), named as the form names them and in the page's language. */
export function serverIssues(error: unknown, t: Translate): ServerIssue[] {
  if (!(error instanceof HttpError)) return [];
  const issues =
    error.issues.length > 0 ? error.issues : error.field ? [{ field: error.field, message: error.message }] : [];
  return issues.map((issue) => ({ field: formField(issue.field), message: localMessage(issue.message, t) }));
}
