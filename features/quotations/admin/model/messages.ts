import { FIELD_MESSAGES, REQUIRED_MESSAGE } from "@contracts/fields";
import { QUOTATION_MESSAGES } from "@contracts/quotations";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { HttpError } from "@lib/http/client";
import { failureText as wording } from "@lib/http/failure-text";
import { contractMessages, keyed } from "@lib/i18n/contract-messages";
import type { Translate } from "@lib/i18n/feature-text";
import type { EditorIssue } from "./editor";

/** The reservation rules a quotation is checked by (its dates, time and options), as the server names them. */
const RESERVATION_RULES = [
  "departureDateRequired",
  "departureTimeRequired",
  "departureTimeNotOffered",
  "optionRequired",
  "optionNotBookable",
  "sameDay",
  "beforeMinimum",
  "dateUnavailable",
  "outsideOption",
] as const satisfies readonly (keyof typeof RESERVATION_MESSAGES)[];

/** The contracts' messages in the page's language (`quotations-admin:messages.*`). */
const { contractMessageKey } = contractMessages([
  ...keyed(QUOTATION_MESSAGES, "messages"),
  ...RESERVATION_RULES.map((rule) => [RESERVATION_MESSAGES[rule], `messages.${rule}`] as const),
  [REQUIRED_MESSAGE, "messages.required"],
  [FIELD_MESSAGES.date, "messages.date"],
  [FIELD_MESSAGES.dateNotADay, "messages.dateNotADay"],
]);

/** `alreadyAnswered` -> `ALREADY_ANSWERED`, as the server makes a contract message's code. */
const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase();

/**
 * The server's answers by their `code` (stable where its English wording may change): the quotation's own refusals,
 * the reservation rules it shares, and the ones any console call may meet.
 */
const CODE_KEYS = new Map<string, string>([
  ...Object.keys(QUOTATION_MESSAGES).map((key) => [`QUOTATION_${snake(key)}`, `messages.${key}`] as const),
  ...RESERVATION_RULES.map((rule) => [snake(rule), `messages.${rule}`] as const),
  ["UNAUTHORIZED", "messages.signInRequired"],
  ["FORBIDDEN", "messages.forbidden"],
  ["NOT_FOUND", "messages.missing"],
  ["BAD_JSON", "messages.badRequest"],
  ["PAYLOAD_TOO_LARGE", "messages.tooLarge"],
  ["TOO_MANY_ATTEMPTS", "messages.tooMany"],
  ["INTERNAL_ERROR", "messages.serverError"],
  ["SERVICE_UNAVAILABLE", "messages.unavailable"],
]);

/**
 * The server's own checks of an operator's quotation beyond the contract: a 400 VALIDATION_ERROR naming one field
 * and carrying no `issues` (the contract's checks always carry them).
 */
const CHECK_KEYS = new Map<string, string>([
  ["valid_until", "messages.validUntilPast"],
  ["departure_date", "messages.departureBeforeValidUntil"],
  ["items", "messages.optionTwice"],
  ["member_email", "messages.sameMember"],
]);

/** What any other answer of its status says, so an unknown code still reads in the page's language. */
function statusKey(status: number): string | undefined {
  if (status === 401) return "messages.signInRequired";
  if (status === 403) return "messages.forbidden";
  if (status === 404) return "messages.missing";
  if (status === 409) return "messages.conflict";
  if (status === 413) return "messages.tooLarge";
  if (status === 429) return "messages.tooMany";
  if (status >= 500) return "messages.serverError";
  return undefined;
}

/**
 * A server's answer in the page's language: by its code, then (for the server's own field checks) by its field,
 * then by the contract's message, then by its status; undefined when none of them is known.
 */
function serverWords(error: HttpError, t: Translate): string | undefined {
  const byCode = CODE_KEYS.get(error.code);
  if (byCode) return t(byCode);
  if (error.code === "VALIDATION_ERROR" && error.issues.length === 0 && error.field) {
    const byField = CHECK_KEYS.get(error.field);
    if (byField) return t(byField);
  }
  const byMessage = contractMessageKey(error.message);
  if (byMessage) return t(byMessage);
  const byStatus = statusKey(error.status);
  return byStatus ? t(byStatus) : undefined;
}

/**
 * A failed call in words: the feature's own when the server never answered, else the server's answer translated
 * (its own text as it came only when nothing of it is known).
 */
export function failureText(error: unknown, t: Translate): string {
  return wording(error, t, (message) => (error instanceof HttpError ? serverWords(error, t) : undefined) ?? message);
}

/** A line without its dated option (the editor sends 0, which the contract refuses as an id). */
const isOptionField = (field: string) => /^items\.\d+\.product_option_id$/.test(field);

/**
 * A contract issue of the editor's values in words: a line's missing option as such, a contract's message in the
 * page's language, else said from its rule (a number left empty, a bound, an e-mail's form), never zod's English.
 */
export function editorIssueText(issue: EditorIssue, t: Translate): string {
  if (isOptionField(issue.field)) return t("messages.optionRequired");
  const key = contractMessageKey(issue.message);
  if (key) return t(key);
  const { code, origin, minimum, maximum } = issue;
  if (code === "invalid_type") return t("messages.number");
  if (code === "invalid_format" && issue.format === "email") return t("messages.email");
  if (code === "too_small" && origin === "string") return t("messages.required");
  if (code === "too_small" && origin === "array") return t("messages.linesRequired");
  if (code === "too_small" && typeof minimum === "number") return t("messages.atLeast", { min: minimum });
  if (code === "too_big" && origin === "string" && typeof maximum === "number") {
    return t("messages.tooLong", { max: maximum });
  }
  if (code === "too_big" && typeof maximum === "number") return t("messages.atMost", { max: maximum });
  return t("messages.invalid");
}

/** An issue the server sent back (its field and message only), in words as the editor's own. */
const issueWords = (field: string, message: string, t: Translate) => editorIssueText({ field, message }, t);

/** A refused write: the issues beside the fields (by the body's names), and what the form's alert says. */
export type EditorFailure = { fields: { field: string; message: string }[]; message: string | null };

/**
 * Splits a failed write into what goes beside the form's fields and what its alert says, every message in the
 * page's language: the contract's issues (zod's own English becomes "check this field"), or the one field the
 * server named; an issue on a field the form lacks is said above with the field's name.
 */
export function serverFailure(error: unknown, fields: readonly string[], t: Translate): EditorFailure {
  if (!(error instanceof HttpError)) return { fields: [], message: failureText(error, t) };
  const issues =
    error.issues.length > 0
      ? error.issues.map((issue) => ({ field: issue.field, message: issueWords(issue.field, issue.message, t) }))
      : error.field
        ? [{ field: error.field, message: serverWords(error, t) ?? t("messages.invalid") }]
        : [];
  const matched: EditorFailure["fields"] = [];
  const rest: string[] = [];
  for (const issue of issues) {
    // a line's field is `items.<n>.<field>`, shown on that line
    if (fields.some((name) => name === issue.field || issue.field.startsWith(`${name}.`))) matched.push(issue);
    else rest.push(`${t(`fields.${issue.field}`, { defaultValue: issue.field })}: ${issue.message}`);
  }
  if (issues.length === 0) rest.push(failureText(error, t));
  return { fields: matched, message: rest.length > 0 ? rest.join(" ") : null };
}
