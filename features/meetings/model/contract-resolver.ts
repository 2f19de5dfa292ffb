import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { localMessage } from "./server-messages";
import type { Translate } from "@lib/i18n/feature-text";

/** Per field, the key that says "this is missing" better than the contract's generic words. */
export type MissingKeys = Readonly<Record<string, string>>;

/** The first issue of each field, in the page's language. */
export function contractIssues(
  error: z.ZodError,
  t: Translate,
  missing: MissingKeys = {},
): { field: string; message: string }[] {
  const seen = new Set<string>();
  const issues: { field: string; message: string }[] = [];
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || seen.has(field)) continue;
    seen.add(field);
    const specific = missing[field];
    const message =
      specific && (issue.message === REQUIRED_MESSAGE || issue.code === "invalid_type")
        ? t(specific)
        : localMessage(issue.message, t);
    issues.push({ field, message });
  }
  return issues;
}

/**
 * A react-hook-form resolver that checks the form with the contract's own schema (the server's rules, so the two
 * never drift) after turning the form's text into the request body, and shows the contract's messages in the page's
 * language. `t` is read at each check, so a language switch needs no new resolver.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toBody: (values: V) => unknown,
  t: () => Translate,
  missing: MissingKeys = {},
): Resolver<V, unknown, z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(toBody(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of contractIssues(parsed.error, t(), missing)) {
      errors[issue.field] = { type: "validation", message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
