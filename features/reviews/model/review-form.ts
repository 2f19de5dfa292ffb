import { type Review, type ReviewFields, ReviewFieldsSchema } from "@contracts/reviews";
import { issueText } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** What the review form holds; no rating chosen yet is `null`. */
export type ReviewFormValues = { rating: number | null; title: string; content: string };

export const EMPTY_REVIEW: ReviewFormValues = { rating: null, title: "", content: "" };

export type FieldIssue = { field: keyof ReviewFormValues; message: string };

export function reviewFormValues(review: Pick<Review, "rating" | "title" | "content">): ReviewFormValues {
  return { rating: review.rating, title: review.title, content: review.content };
}

/** In the order the form shows them: the first problem takes the focus. */
const FIELDS: readonly string[] = ["rating", "title", "content"];

/**
 * The form's problems by the contract's own rules (spec point 5: "review title required", "review at least 10
 * characters"), in the page's language; the first problem of each field only, in the form's order.
 */
export function reviewIssues(values: ReviewFormValues, t: Translate): FieldIssue[] {
  const result = ReviewFieldsSchema.safeParse({ ...values, rating: values.rating ?? undefined });
  if (result.success) return [];
  const issues: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!FIELDS.includes(field) || issues.some((known) => known.field === field)) continue;
    issues.push({ field: field as FieldIssue["field"], message: issueText(issue, t) });
  }
  return issues.sort((a, b) => FIELDS.indexOf(a.field) - FIELDS.indexOf(b.field));
}

/** The values as the API takes them: trimmed, as the server will store them. */
export function toReviewFields(values: ReviewFormValues): ReviewFields {
  return ReviewFieldsSchema.parse({ ...values, rating: values.rating ?? undefined });
}
