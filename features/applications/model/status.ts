import type { EduApplicationSummary, EduReportState, EduStatus } from "@contracts/applications";
import type { StatusTone } from "@ds";

/** The colour family of each status; the badge's words always say it too. */
export const STATUS_TONES: Record<EduStatus, StatusTone> = {
  draft: "neutral",
  submitted: "info",
  under_review: "info",
  info_requested: "warning",
  approved: "success",
  rejected: "danger",
  waitlisted: "warning",
  withdrawn: "neutral",
  completed: "primary",
};

export const REPORT_TONES: Record<EduReportState, StatusTone> = {
  not_due: "neutral",
  due: "warning",
  overdue: "danger",
  submitted: "success",
};

/** What asks for the member's hand now, most pressing first. */
export type AttentionKind = "report_overdue" | "info_requested" | "report_due" | "draft";

const ORDER: readonly AttentionKind[] = ["report_overdue", "info_requested", "report_due", "draft"];

/** The member's applications that need them: a draft to finish, information to add, a report due or overdue. */
export function needsAttention(
  applications: readonly EduApplicationSummary[],
): { kind: AttentionKind; application: EduApplicationSummary }[] {
  const found: { kind: AttentionKind; application: EduApplicationSummary }[] = [];
  for (const application of applications) {
    if (application.report === "overdue") found.push({ kind: "report_overdue", application });
    else if (application.report === "due") found.push({ kind: "report_due", application });
    if (application.status === "info_requested") found.push({ kind: "info_requested", application });
    if (application.status === "draft") found.push({ kind: "draft", application });
  }
  return found.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
}
