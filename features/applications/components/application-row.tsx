import type { EduApplicationSummary } from "@contracts/applications";
import { RecordCard } from "@blocks/shop-kit";
import { TextLink } from "@blocks/feature-kit";
import { formatDate, formatPeriod } from "@lib/format/format";
import type { ApplicantPaths } from "../screens/paths";
import { ApplicationStatusBadge, ReportBadge } from "./status-badges";
import { useApplicationsText } from "./use-applications-text";

/** One of the member's applications: the programme, its trip, the status, the report and a way to open it. */
export function ApplicationRow({
  application,
  paths,
}: {
  application: EduApplicationSummary;
  paths: Pick<ApplicantPaths, "detail" | "registration">;
}) {
  const { t, lang } = useApplicationsText();
  const { programme } = application;
  const editable = application.status === "draft" || application.status === "info_requested";
  return (
    <RecordCard
      headingId={`edu-application-${application.id}`}
      title={programme.title}
      number={t("list.number", { number: application.id })}
      aside={
        <>
          <ApplicationStatusBadge status={application.status} />
          {application.report && <ReportBadge state={application.report} />}
        </>
      }
    >
      <p className="text-sm text-foreground">
        {t("list.trip", { period: formatPeriod(programme.trip_start, programme.trip_end, lang) })}
      </p>
      <p className="text-sm text-muted-foreground">
        {application.submitted_at
          ? t("list.submittedOn", { date: formatDate(application.submitted_at, lang) })
          : t("list.updatedOn", { date: formatDate(application.updated_at, lang) })}
      </p>
      <div className="flex flex-wrap gap-4 text-sm">
        <TextLink to={paths.detail(application.id)}>
          {t("list.view")}
          <span className="sr-only"> ({programme.title})</span>
        </TextLink>
        {editable && (
          <TextLink to={paths.registration(application.id)}>
            {t(application.status === "draft" ? "list.continue" : "list.complete")}
            <span className="sr-only"> ({programme.title})</span>
          </TextLink>
        )}
      </div>
    </RecordCard>
  );
}
