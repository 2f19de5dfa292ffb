import {
  CreateSocialReviewBodySchema,
  type SocialPlatform,
  UpdateSocialReviewBodySchema,
  platformForUrl,
} from "@contracts/social-reviews";
import { issueText } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

/** The request form: the booking (its id as the select gives it, "" for none) and the review's address. */
export type SocialRequestValues = { reservation_id: string; url: string };

export type SocialRequestIssue = { field: keyof SocialRequestValues; message: string };

/**
 * The form's problems by the contract's rules: a booking when creating, and a full https address; in the page's
 * language, the first problem of each field only.
 */
export function socialRequestIssues(
  values: SocialRequestValues,
  mode: "create" | "edit",
  t: Translate,
): SocialRequestIssue[] {
  const result =
    mode === "create"
      ? CreateSocialReviewBodySchema.safeParse({
          reservation_id: values.reservation_id ? Number(values.reservation_id) : undefined,
          url: values.url,
        })
      : UpdateSocialReviewBodySchema.safeParse({ url: values.url });
  if (result.success) return [];
  const issues: SocialRequestIssue[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "") as keyof SocialRequestValues;
    if ((field !== "reservation_id" && field !== "url") || issues.some((known) => known.field === field)) continue;
    issues.push({ field, message: issueText(issue, t) });
  }
  return issues;
}

/**
 * The network an address points at, once it reads as a web address (with or without https:// typed yet), so the
 * page can say "Instagram" while the person pastes; `null` while it is not an address at all.
 */
export function detectedPlatform(url: string): SocialPlatform | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  const full = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const host = new URL(full).hostname;
    if (!host.includes(".")) return null;
  } catch {
    return null;
  }
  return platformForUrl(full);
}
