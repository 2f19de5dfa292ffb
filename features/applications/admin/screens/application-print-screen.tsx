import { LoadError, SignedOut } from "@blocks/feature-kit";
import { Button, Skeleton } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { Printer } from "lucide-react";
import type { ReactNode } from "react";
import { useApplication } from "../api/get-application";
import { OPERATOR_AREA } from "../api/paths";
import { AdminPage } from "../components/admin-page";
import { ApplicationFields } from "../components/application-fields";
import type { EduAdminPaths } from "../components/paths";
import { ApplicationStatusBadge } from "../components/status-badges";
import { Timeline } from "../components/timeline";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";

export type ApplicationPrintScreenProps = { paths: EduAdminPaths; applicationId: number };

/**
 * `/seouleduadmin/apply-detail/{appId}/print`: the application on paper: every field and the timeline on a plain
 * page (no site frame), the controls hidden from the printout; notes and audit stay on screen only.
 */
export function ApplicationPrintScreen({ paths, applicationId }: ApplicationPrintScreenProps) {
  const { t, lang } = useAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const detail = useApplication(applicationId, lang);
  const back = { to: paths.application(applicationId), label: t("print.back") };

  let title: ReactNode = t("detail.title", { id: applicationId });
  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (detail.error && !detail.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("detail.loadError")}
        error={detail.error}
        onRetry={() => void detail.mutate()}
      />
    );
  else if (!detail.data) body = <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-96" />;
  else {
    const application = detail.data;
    title = t("print.title", { name: application.applicant_name ?? application.account.name });
    body = (
      <>
        <div className="-mt-3 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <ApplicationStatusBadge status={application.status} />
          {t("detail.summary", {
            id: application.id,
            programme: application.programme.title,
            year: application.programme.year,
          })}
        </div>
        <p className="text-xs text-muted-foreground">
          {t("print.printedAt", { at: formatDateTime(new Date(), lang) })}
        </p>
        <section aria-labelledby="print-fields" className="flex flex-col gap-3">
          <h2 id="print-fields" className="text-lg font-semibold text-foreground">
            {t("detail.sections.fields")}
          </h2>
          <ApplicationFields application={application} />
        </section>
        <section aria-labelledby="print-files" className="flex flex-col gap-2 break-inside-avoid">
          <h2 id="print-files" className="text-lg font-semibold text-foreground">
            {t("detail.sections.files")}
          </h2>
          <p className="text-sm text-foreground">
            {application.id_document ? application.id_document.name : t("files.none")}
          </p>
        </section>
        <section aria-labelledby="print-timeline" className="flex flex-col gap-3 break-inside-avoid">
          <h2 id="print-timeline" className="text-lg font-semibold text-foreground">
            {t("detail.sections.timeline")}
          </h2>
          <Timeline entries={application.timeline} />
        </section>
      </>
    );
  }

  return (
    <AdminPage
      title={title}
      back={back}
      className="max-w-3xl print:max-w-none print:p-0 print:text-black"
      aside={
        <Button intent="primary" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t("print.button")}
        </Button>
      }
    >
      {body}
    </AdminPage>
  );
}
