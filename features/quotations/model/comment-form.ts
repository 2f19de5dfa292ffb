import { DeclineQuotationBodySchema, RequestChangesBodySchema } from "@contracts/quotations";
import { issueText } from "./messages";
import type { Translate } from "@lib/i18n/feature-text";

export type CommentAction = "decline" | "request_changes";

/** The comment's problem, if any: asking for changes needs one (spec), declining may say nothing. */
export function commentIssue(action: CommentAction, comment: string, t: Translate): string | null {
  const schema = action === "decline" ? DeclineQuotationBodySchema : RequestChangesBodySchema;
  const result = schema.safeParse({ action, revision: 1, comment });
  const issue = result.success ? undefined : result.error.issues[0];
  return issue ? issueText(issue, t) : null;
}
