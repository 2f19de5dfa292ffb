/**
 * What `request` needs of a schema: `safeParse`. Contract schemas (zod) fit it; the app shell's own start-up calls
 * use the small guards below instead, so the first page of a site does not wait for the validation library.
 */
export type Parser<T> = { safeParse(input: unknown): { success: true; data: T } | { success: false } };

/**
 * A schema fetched when the call is made, in parallel with the answer: a page whose first chunk should not carry the
 * validation library passes `lazyParser(() => import("./schemas").then((m) => m.Thing))`.
 */
export type LazyParser<T> = { lazy: () => Promise<Parser<T>> };

export function lazyParser<T>(load: () => Promise<Parser<T>>): LazyParser<T> {
  return { lazy: load };
}

/** What `request` takes as `schema`. */
export type AnyParser = Parser<unknown> | LazyParser<unknown>;

/** The value a parser gives on success. */
export type Parsed<S> =
  S extends LazyParser<infer T>
    ? T
    : S extends { safeParse(input: unknown): infer R }
      ? Extract<R, { success: true }> extends { data: infer D }
        ? D
        : never
      : never;

/** A parser from a type guard: the value is taken as it is when the guard accepts it. */
export function guard<T>(accepts: (value: unknown) => value is T): Parser<T> {
  return { safeParse: (input) => (accepts(input) ? { success: true, data: input } : { success: false }) };
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type FieldKind = "string" | "number" | "integer" | "boolean" | "string?" | "integer?";
type FieldType<K extends FieldKind> = K extends "string"
  ? string
  : K extends "number" | "integer"
    ? number
    : K extends "boolean"
      ? boolean
      : K extends "string?"
        ? string | null
        : number | null;

const FIELD_TESTS: Record<FieldKind, (value: unknown) => boolean> = {
  string: (v) => typeof v === "string",
  number: (v) => typeof v === "number" && Number.isFinite(v),
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === "boolean",
  "string?": (v) => v === null || typeof v === "string",
  "integer?": (v) => v === null || Number.isInteger(v),
};

/** An object with at least these fields of these kinds (other fields pass through unchecked). */
export function fields<S extends Record<string, FieldKind>>(shape: S) {
  return (value: unknown): value is { [K in keyof S]: FieldType<S[K]> } & Record<string, unknown> =>
    isRecord(value) && Object.entries(shape).every(([key, kind]) => FIELD_TESTS[kind](value[key]));
}
