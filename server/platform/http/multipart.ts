import { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ZodType } from "zod";
import { AppError } from "./errors";
import { isBlob, mergeListField } from "./uploads";
import { validationErrorBody } from "./validation";

/**
 * Bodies that come as JSON or as a form (multipart/form-data or urlencoded) with files: how an upload route limits
 * and documents them, how a form's text parts become the JSON body's values, and how its handler reads whichever
 * came. The route's validators parse the form (repeated parts and `name[]` arrive as lists) and answer a wrong
 * field with 400 naming it; a body over the route's limit gets the route's own error (a 413 naming its file field).
 */

/** The body's declared type, lower case; "" when none is declared. */
export const contentType = (c: Context) => (c.req.header("content-type") ?? "").toLowerCase();

/** A multipart or urlencoded body (read by the form schema, not the JSON one). */
export const isFormType = (type: string) =>
  type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded");

/**
 * An upload route's own body limit, counted while the body streams in (a declared length over it is refused at
 * once): over it, `tooLarge()` is thrown. Put it after the token check, so an anonymous upload is never read.
 */
export function uploadLimit(maxBytes: number, tooLarge: () => Error): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  });
}

/**
 * The request body of a route that takes JSON or a form with files: both documented, neither required by the
 * validators, so a body of neither type reaches the handler (see readJsonOrForm).
 */
export const jsonOrFormBody = <J extends ZodType, F extends ZodType>(json: J, form: F) => ({
  content: { "application/json": { schema: json }, "multipart/form-data": { schema: form } },
  required: false,
});

/** One file part; a text part, or several parts, is refused with `message`. Absent is allowed. */
export function fileField(message: string) {
  return z
    .custom<File>((value) => isBlob(value), message)
    .optional()
    .openapi({ type: "string", format: "binary" });
}

/** How a form's text parts become the JSON body's values: each rule names the fields it applies to. */
export type FormRules = {
  /** Lists: JSON text (`["en","ko"]`), repeated parts (also `name[]`), or one plain part; empty text is none. */
  lists?: readonly string[];
  /** Lists of ids, read as `lists`: items of digits become numbers. */
  idLists?: readonly string[];
  /** Objects sent as JSON text; empty text is an empty object. */
  objects?: readonly string[];
  /** Optional numbers and choices: empty text is none (null). */
  nullable?: readonly string[];
  /** Switches: `true`/`on`/`1`/`yes` and `false`/`off`/`0`/`no`/empty text, any case. */
  switches?: readonly string[];
  /** Single files: an empty file input sent as empty text is no file. */
  files?: readonly string[];
  /** Several files under one name (also `name[]`). */
  fileLists?: readonly string[];
};

const TRUE_WORDS = new Set(["true", "on", "1", "yes"]);
const FALSE_WORDS = new Set(["false", "off", "0", "no", ""]);

/** JSON text as its value; text that is not JSON stays text, so the schema names the field. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A list sent as JSON text, as repeated parts, or as one plain part. */
function listFromForm(value: unknown): unknown {
  if (Array.isArray(value)) return (value as unknown[]).map((item) => (typeof item === "string" ? item.trim() : item));
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return [];
  return text.startsWith("[") ? parsedJson(text) : [text];
}

const idFromForm = (id: unknown) => (typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id);

function switchFromForm(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

/**
 * A parsed form read by `rules`, for `z.preprocess` in front of the JSON body's schema (with the file fields
 * added): the schema then checks a form as it checks JSON, and a value that cannot be read stays as sent, so its
 * 400 names the field.
 */
export function formValues(rules: FormRules): (value: unknown) => unknown {
  const lists = [...(rules.lists ?? []), ...(rules.idLists ?? [])];
  return (value) => {
    if (typeof value !== "object" || value === null) return value;
    let merged: unknown = value;
    for (const name of [...lists, ...(rules.fileLists ?? [])]) merged = mergeListField(merged, name);
    const form = { ...(merged as Record<string, unknown>) };
    for (const key of lists) if (key in form) form[key] = listFromForm(form[key]);
    for (const key of rules.idLists ?? []) if (Array.isArray(form[key])) form[key] = form[key].map(idFromForm);
    for (const key of rules.objects ?? []) {
      const raw = form[key];
      if (typeof raw === "string") form[key] = raw.trim() === "" ? {} : parsedJson(raw.trim());
    }
    for (const key of rules.nullable ?? []) if (form[key] === "") form[key] = null;
    for (const key of rules.switches ?? []) if (key in form) form[key] = switchFromForm(form[key]);
    for (const key of rules.files ?? []) if (form[key] === "") delete form[key];
    return form;
  };
}

/** What a handler reads from a JSON-or-form body: the JSON body's values, and the form's files (none for JSON). */
export type JsonOrForm<Fields, Files> = { fields: Fields; files: Partial<Files> };

/**
 * The body a JSON-or-form route received, as its validators left it. `form` is the JSON schema read through
 * `formValues` with the file fields added, so a form's values less its `files` are the JSON body's values. Any
 * other body (none, or of another type) is read as an empty JSON body: a 400 naming the first missing field.
 */
export function readJsonOrForm<J extends ZodType, F extends ZodType, K extends keyof z.output<F> & string>(
  c: Context,
  body: { json: J; form: F; files: readonly K[] },
): JsonOrForm<z.output<J>, Pick<z.output<F>, K>> {
  const type = contentType(c);
  // The validators ran the schema of the body that came; the route's declared type is the union of both.
  const valid = (target: "json" | "form") => (c.req as unknown as { valid(target: string): unknown }).valid(target);
  if (isFormType(type)) {
    const form = { ...(valid("form") as Record<string, unknown>) };
    const files: Record<string, unknown> = {};
    for (const key of body.files) {
      files[key] = form[key];
      delete form[key];
    }
    return { fields: form as z.output<J>, files: files as Partial<Pick<z.output<F>, K>> };
  }
  if (type.includes("json")) return { fields: valid("json") as z.output<J>, files: {} };
  const empty = body.json.safeParse({});
  if (empty.success) return { fields: empty.data, files: {} };
  const answer = validationErrorBody(empty.error, "json");
  throw new AppError(400, answer.code, answer.message, answer.field, answer.issues);
}
