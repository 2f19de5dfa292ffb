import { StatusBadge } from "@ds";
import { type EduReportState, type EduStatus, REPORT_TONES, STATUS_TONES } from "../model/statuses";
import { useAdminText } from "./use-admin-text";

/** An application's status in the words applicants read too (`applications:status.*`). */
export function ApplicationStatusBadge({ status, size }: { status: EduStatus; size?: "sm" | "md" }) {
  const { t } = useAdminText();
  return (
    <StatusBadge
      data-status={status}
      size={size}
      tone={STATUS_TONES[status]}
      label={t(`applications:status.${status}`)}
    />
  );
}

/** Where the returnee report stands (due, overdue, submitted, not yet due). */
export function ReportBadge({ state, size }: { state: EduReportState; size?: "sm" | "md" }) {
  const { t } = useAdminText();
  return (
    <StatusBadge data-report={state} size={size} tone={REPORT_TONES[state]} label={t(`applications:report.${state}`)} />
  );
}
