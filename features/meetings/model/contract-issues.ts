import type { z } from "zod";
import { REQUIRED_MESSAGE } from "@contracts/fields";
import { localMessage } from "./server-messages";
import type { Translate } from "@lib/i18n/feature-text";

/** Per field, the key that says "this is missing" better than the contract's generic words. */
export type MissingKeys = Readonly<Record<string, string>>;

/**
 * The form's problems by the contract's own schema (the server's rules, so the two never drift), checked on the
 * request body the form's text turns into: the first issue of each field, in the page's language.
 */
export function contractIssues(
  schema: z.ZodType,
  body: unknown,
  t: Translate,
  missing: MissingKeys = {},
): { field: string; message: string }[] {
  const parsed = schema.safeParse(body);
  if (parsed.success) return [];
  const seen = new Set<string>();
  const issues: { field: string; message: string }[] = [];
  for (const issue of parsed.error.issues) {
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
