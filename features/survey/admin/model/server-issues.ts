import { SURVEY_ERROR_CODES } from "@contracts/survey";
import { HttpError } from "@lib/http/client";
import { failureText } from "./failure";
import { translateMessage } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** The edit form's own fields, named as the server names them in a validation error. */
export const EDIT_FIELDS = ["opens_at", "closes_at", "title.en", "title.ko", "intro.en", "intro.ko"] as const;
export type EditField = (typeof EDIT_FIELDS)[number];

/** An issue inside the pages' JSON: its path as the server names it, where that is in words, and what is wrong. */
export type PageIssue = { path: string; label: string; message: string };

export type PlacedIssues = {
  /** Beside their fields. */
  fields: Partial<Record<EditField, string>>;
  /** Above the JSON editor, one line each. */
  pages: PageIssue[];
  /** What neither can show (the dialog's alert); `null` when every issue found its place. */
  message: string | null;
};

/** Array parts of a definition path and how an operator counts them (the first page is page 1). */
const COUNTED: Record<string, string> = {
  pages: "path.page",
  questions: "path.question",
  options: "path.option",
  rows: "path.row",
  any_of: "path.choice",
};

/**
 * Where a server path inside the pages lies, in words: "pages.0.questions.2.show_if" is "Page 1, question 3".
 * Named parts (`show_if`, `title`, `en`) are left to the path itself, which the line shows beside the label.
 */
export function pathLabel(path: string, t: Translate): string {
  const parts = path.split(".");
  const words: string[] = [];
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    const counted = COUNTED[part];
    if (counted && next !== undefined && /^\d+$/.test(next)) words.push(t(counted, { n: Number(next) + 1 }));
  });
  if (words.length === 0) return t("path.pages");
  return words.join(t("path.separator"));
}

const isEditField = (field: string): field is EditField => (EDIT_FIELDS as readonly string[]).includes(field);
const isPagePath = (field: string) => field === "pages" || field.startsWith("pages.");

/**
 * Sorts a failed save into what goes beside the fields, the list above the JSON and the dialog's own alert, every
 * message in the page's language. A 409 SURVEY_HAS_RESPONSES is said in words, with where it happened.
 */
export function placeIssues(error: unknown, t: Translate): PlacedIssues {
  const placed: PlacedIssues = { fields: {}, pages: [], message: null };
  if (!(error instanceof HttpError)) return { ...placed, message: failureText(error, t) };
  if (error.code === SURVEY_ERROR_CODES.hasResponses) {
    const where = error.field && isPagePath(error.field) ? error.field : null;
    return {
      ...placed,
      message: where
        ? t("edit.hasResponsesAt", { where: pathLabel(where, t), path: where })
        : t("messages.hasResponses"),
    };
  }
  const issues =
    error.issues.length > 0 ? error.issues : error.field ? [{ field: error.field, message: error.message }] : [];
  const rest: string[] = [];
  for (const issue of issues) {
    const message = translateMessage(issue.message, t);
    if (isEditField(issue.field)) placed.fields[issue.field] ??= message;
    else if (isPagePath(issue.field))
      placed.pages.push({ path: issue.field, label: pathLabel(issue.field, t), message });
    else rest.push(issue.field ? `${issue.field}: ${message}` : message);
  }
  if (issues.length === 0) rest.push(failureText(error, t));
  return { ...placed, message: rest.length > 0 ? rest.join(" ") : null };
}
