import { z } from "zod";

/**
 * The field schemas every payload is built from, so each rule the database imposes is checked once, here, and a
 * value it would refuse is a 400 naming the field rather than a server error (ADR 0002):
 *
 * - text: PostgreSQL's `text` and `jsonb` cannot hold a NUL character, and a lone UTF-16 surrogate is not text at
 *   all (it is silently replaced, or refused inside `jsonb`);
 * - ids and whole numbers: `integer` columns stop at 2147483647;
 * - dates: the day must exist (no 30 February) and fall in PostgreSQL's range (year 1 onwards).
 *
 * Request schemas use these instead of bare `z.string()`, `z.number().int()` and date patterns.
 */

export const REQUIRED_MESSAGE = "this is a required field";

/** PostgreSQL's `integer` (int4) ceiling: an id or a count above it can be neither stored nor looked up. */
export const INT4_MAX = 2_147_483_647;

export const FIELD_MESSAGES = {
  nul: "must not contain the NUL character",
  surrogate: "must be valid Unicode text (it holds half of a character)",
  id: `must be a whole number from 1 to ${INT4_MAX}`,
  date: "Use the date form YYYY-MM-DD.",
  /** A date written in the right form that no calendar has (2099-02-31): the form is not what is wrong. */
  dateNotADay: "This date does not exist: check the day and the month.",
  dateTime: "Use a date and time such as 2025-10-01T09:00:00+09:00.",
} as const;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type StringParams = Parameters<typeof z.string>[0];

/** Any text the API takes: a string without NUL characters or lone surrogates. Chain `trim`, `min`, `max` as usual. */
export function text(params?: StringParams) {
  return z
    .string(params)
    .refine((value) => !value.includes("\u0000"), FIELD_MESSAGES.nul)
    .refine((value) => !LONE_SURROGATE.test(value), FIELD_MESSAGES.surrogate);
}

/**
 * A string that must be present and non-empty; a missing value and an empty one
 * give the same message, so forms and the API speak alike.
 */
export function requiredString({ trim = false }: { trim?: boolean } = {}) {
  const base = text({ error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : undefined) });
  // trimmed first when asked: spaces alone are no value (a name)
  return (trim ? base.trim() : base).min(1, REQUIRED_MESSAGE);
}

/**
 * A schema's own message for a missing or mistyped value only: its checks (`min`, `max`, ...) keep their own, so a
 * too-long title is not answered with "please enter a title".
 */
export function whenMissing(message: string) {
  return (issue: { code?: string }) => (issue.code === "invalid_type" ? message : undefined);
}

/**
 * A text that must be given, trimmed: missing, not text, empty or spaces alone are all "required" (unlike
 * `requiredString`, whose own message is for a missing value only). Chain `max`, `regex`, ... as usual.
 */
export function requiredText() {
  return text({ error: whenMissing(REQUIRED_MESSAGE) })
    .trim()
    .min(1, REQUIRED_MESSAGE);
}

type IdOptions = {
  /** For a missing or mistyped value (else zod's words, or "required" in the API's answer). */
  missing?: string;
  /** For a number that is not a whole one from 1 to INT4_MAX. */
  range?: string;
};

/** A row's id in a JSON body: a whole number from 1 to INT4_MAX. */
export function idField({ missing, range = FIELD_MESSAGES.id }: IdOptions = {}) {
  return z
    .number(missing ? { error: whenMissing(missing) } : undefined)
    .int(range)
    .min(1, range)
    .max(INT4_MAX, range);
}

/** A row's id in a path or query parameter (or a form field sent as text): as `idField`, read from a string. */
export function idParam({ missing, range = FIELD_MESSAGES.id }: IdOptions = {}) {
  return z.coerce
    .number(missing ? { error: whenMissing(missing) } : undefined)
    .int(range)
    .min(1, range)
    .max(INT4_MAX, range);
}

/** A whole number an `integer` column holds, from `min` (default 0) to `max` (default INT4_MAX). */
export function intField(min = 0, max = INT4_MAX) {
  return z.number().int().min(min).max(max);
}

/** As `intField`, read from a path or query parameter. */
export function intParam(min = 0, max = INT4_MAX) {
  return z.coerce.number().int().min(min).max(max);
}

/** `page` and `per_page` of a list: spread into the query schema (`...pageQuery(50, 10)`). */
export function pageQuery(maxPerPage: number, defaultPerPage: number) {
  return {
    page: intParam(1).default(1),
    per_page: intParam(1, maxPerPage).default(defaultPerPage),
  };
}

/** `message` for a value in the wrong form; `missing` (else "required" in the API's answer) for none at all. */
const formError = (message: string, missing?: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : message;

const ISO_DAY_FORM = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is wrong with a day written `YYYY-MM-DD`: its form (`form`), or a day no calendar has (`notADay`,
 * 2099-02-31); undefined when it is a real day from year 1 on. Forms and the API say the same from this.
 */
export function calendarDayProblem(value: string): "form" | "notADay" | undefined {
  if (!ISO_DAY_FORM.test(value)) return "form";
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  if (year < 1) return "form";
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? undefined : "notADay";
}

/**
 * A calendar day `YYYY-MM-DD` that exists (leap years included), from year 1 on. A value in the right form on a
 * day that does not exist gets `notADay`, not the form message.
 */
export function isoDate(
  message: string = FIELD_MESSAGES.date,
  missing?: string,
  notADay: string = FIELD_MESSAGES.dateNotADay,
) {
  return z.iso
    .date({
      error: (issue) =>
        issue.input === undefined
          ? missing
          : typeof issue.input === "string" && calendarDayProblem(issue.input) === "notADay"
            ? notADay
            : message,
    })
    .refine((day) => Number(day.slice(0, 4)) >= 1, message);
}

/** An instant with its offset (`2025-10-01T09:00:00+09:00`) on a day that exists, from year 1 on. */
export function isoDateTime(message: string = FIELD_MESSAGES.dateTime, missing?: string) {
  return z.iso
    .datetime({ offset: true, error: formError(message, missing) })
    .refine((value) => new Date(value).getUTCFullYear() >= 1, message);
}
