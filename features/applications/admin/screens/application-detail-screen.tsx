import { LoadError, SignedOut, TitledSection } from "@blocks/feature-kit";
import { ButtonLink, EmptyState, Skeleton } from "@ds";
import { isNotFound } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileQuestion, Printer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useApplication } from "../api/get-application";
import { OPERATOR_AREA } from "../api/paths";
import { useApplicationWrites } from "../api/write-application";
import { AdminPage } from "../components/admin-page";
import { ApplicationFields } from "../components/application-fields";
import { ApplicationFiles } from "../components/application-files";
import { AuditTrail } from "../components/audit-trail";
import { DecisionPanel } from "../components/decision-panel";
import { NotesSection } from "../components/notes-section";
import type { EduAdminPaths } from "../components/paths";
import { ReportSection } from "../components/report-section";
import { ApplicationStatusBadge } from "../components/status-badges";
import { Timeline } from "../components/timeline";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";

export type ApplicationDetailScreenProps = { paths: EduAdminPaths; applicationId: number };

const card = "flex flex-col gap-3 rounded-lg border border-border p-4";

/**
 * `/seouleduadmin/apply-detail/{appId}`: every field and file, the status timeline, the decision (the moves the
 * contract allows now, with a message), the internal notes and the audit trail. Opening it is itself audited.
 */
export function ApplicationDetailScreen({ paths, applicationId }: ApplicationDetailScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const detail = useApplication(applicationId, lang);
  const writes = useApplicationWrites(applicationId, lang);
  const back = { to: paths.applications, label: t("detail.back") };

  let title: ReactNode = t("detail.title", { id: applicationId });
  let body: ReactNode;
  let aside: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (detail.error && !detail.data)
    body = isNotFound(detail.error) ? (
      <EmptyState
        icon={<FileQuestion aria-hidden="true" />}
        titleAs="h2"
        title={t("detail.notFound.title")}
        description={t("detail.notFound.body")}
        action={<Link to={paths.applications}>{t("detail.back")}</Link>}
      />
    ) : (
      <LoadError
        t={t}
        describe={failureText}
        title={t("detail.loadError")}
        error={detail.error}
        onRetry={() => void detail.mutate()}
      />
    );
  else if (!detail.data)
    body = (
      <div className="flex flex-col gap-3">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
        <Skeleton shape="block" shapeClassName="h-64" />
      </div>
    );
  else {
    const application = detail.data;
    title = application.applicant_name ?? application.account.name;
    aside = (
      <ButtonLink asChild intent="outline">
        <Link to={paths.print(application.id)}>
          <Printer aria-hidden="true" />
          {t("detail.print")}
        </Link>
      </ButtonLink>
    );
    const files = application.id_document ? [application.id_document] : [];
    body = (
      <>
        <p className="-mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <ApplicationStatusBadge status={application.status} />
          {t("detail.summary", {
            id: application.id,
            programme: application.programme.title,
            year: application.programme.year,
          })}
        </p>
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-6">
            <TitledSection title={t("detail.sections.fields")} className={card}>
              <ApplicationFields application={application} />
            </TitledSection>
            <TitledSection title={t("detail.sections.files")} className={card}>
              <ApplicationFiles files={files} />
            </TitledSection>
            {application.report_detail && (
              <TitledSection title={t("detail.sections.report")} headingId="report" className={card}>
                <ReportSection report={application.report_detail} />
              </TitledSection>
            )}
            <TitledSection title={t("detail.sections.audit")} className={card}>
              <AuditTrail entries={application.audit} />
            </TitledSection>
          </div>
          <div className="flex flex-col gap-6">
            <TitledSection title={t("decision.title")} className={card}>
              <DecisionPanel
                application={application}
                onDecide={writes.decide}
                onRefused={() => void writes.reload()}
              />
            </TitledSection>
            <TitledSection title={t("detail.sections.timeline")} className={card}>
              <Timeline entries={application.timeline} />
            </TitledSection>
            <TitledSection title={t("detail.sections.notes")} className={card}>
              <NotesSection notes={application.notes} onAdd={writes.addNote} />
            </TitledSection>
          </div>
        </div>
      </>
    );
  }

  return (
    <AdminPage title={title} back={back} aside={aside}>
      {body}
    </AdminPage>
  );
}
