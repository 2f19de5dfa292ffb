import { type ApplyBody, ApplyBodySchema } from "@contracts/mart";
import { issueText } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** The confirm page's form: the business agreement and an optional message to the organiser. */
export type ApplyValues = { agree_business: boolean; message: string };
export type ApplyField = keyof ApplyValues;

export const EMPTY_APPLY: ApplyValues = { agree_business: false, message: "" };
export const APPLY_MESSAGE_MAX = 1000;

export function toApplyBody(values: ApplyValues): ApplyBody {
  return { agree_business: values.agree_business as true, message: values.message.trim() };
}

/** The contract's apply rules in the page's language, one message per field. */
export function applyIssues(values: ApplyValues, t: Translate): { field: ApplyField; message: string }[] {
  const result = ApplyBodySchema.safeParse(toApplyBody(values));
  if (result.success) return [];
  const issues: { field: ApplyField; message: string }[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field !== "agree_business" && field !== "message") || issues.some((known) => known.field === field)) continue;
    issues.push({ field, message: issueText(issue, t) });
  }
  return issues;
}
