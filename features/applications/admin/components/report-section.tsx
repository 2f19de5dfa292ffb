import type { EduReport } from "@contracts/applications";
import { formatDate, formatDateTime } from "@lib/format/format";
import { ApplicationFiles } from "./application-files";
import { ReportBadge } from "./status-badges";
import { useAdminText } from "./use-admin-text";

/** The returnee report: its state and due day, and once sent, its text and files. */
export function ReportSection({ report }: { report: EduReport }) {
  const { t, lang } = useAdminText();
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <ReportBadge state={report.state} />
        {t("report.due", { date: formatDate(report.due, lang) })}
        {report.submitted_at && ` · ${t("report.submittedAt", { at: formatDateTime(report.submitted_at, lang) })}`}
      </p>
      {report.text !== null ? (
        <p className="rounded-md border border-border p-3 text-sm whitespace-pre-wrap text-foreground">{report.text}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{t("report.notYet")}</p>
      )}
      {report.files.length > 0 && <ApplicationFiles files={report.files} />}
    </div>
  );
}
