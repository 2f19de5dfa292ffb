import type { EduReportState, EduStatus } from "@contracts/applications";
import { StatusBadge } from "@ds";
import { REPORT_TONES, STATUS_TONES } from "../model/status";
import { useApplicationsText } from "./use-applications-text";

/** An application's status in words (the colour only repeats them). */
export function ApplicationStatusBadge({ status, size = "sm" }: { status: EduStatus; size?: "sm" | "md" }) {
  const { t } = useApplicationsText();
  return <StatusBadge tone={STATUS_TONES[status]} label={t(`status.${status}`)} size={size} data-status={status} />;
}

/** Where the returnee report stands: not due yet, due, overdue or submitted. */
export function ReportBadge({ state }: { state: EduReportState }) {
  const { t } = useApplicationsText();
  return (
    <StatusBadge
      tone={REPORT_TONES[state]}
      label={t("shared.reportBadge", { state: t(`report.${state}`) })}
      size="sm"
      data-report={state}
    />
  );
}
