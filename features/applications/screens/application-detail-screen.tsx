import {
  FeaturePage,
  FileDownloadList,
  FormAlert,
  SignedOut,
  TextLink,
  TitledSection,
  showFieldIssues,
  useContractForm,
} from "@blocks/feature-kit";
import {
  EDU_FIELDS,
  type EduApplication,
  type EduFieldName,
  type EduFile,
  EduPreDepartureBodySchema,
  type EduPreDepartureBody,
} from "@contracts/applications";
import { Button, Form, Skeleton, buttonLinkVariants, confirm } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { countryName } from "@lib/format/country-name";
import { HttpError } from "@lib/http/client";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CircleAlert, CircleCheck, MessageSquareWarning } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { downloadEduFile } from "../api/download-file";
import { useApplication } from "../api/get-application";
import { AREA } from "../api/paths";
import { useSavePreDeparture } from "../api/save-pre-departure";
import { useWithdrawApplication } from "../api/withdraw-application";
import { ApplicationLoadFailure } from "../components/application-load-failure";
import { NoticePanel } from "../components/notice-panel";
import { ApplicationStatusBadge, ReportBadge } from "../components/status-badges";
import { StatusTimeline } from "../components/status-timeline";
import { TravelFields, type TravelValues } from "../components/travel-fields";
import { useApplicationsText } from "../components/use-applications-text";
import { koreaInstant, koreaLocalTime } from "../model/form-values";
import { failureText, issueText, serverFailure } from "../model/messages";
import type { ApplicantPaths } from "./paths";

export type ApplicationDetailScreenProps = {
  id: number;
  paths: Pick<ApplicantPaths, "myApplications" | "registration" | "report">;
};

/**
 * `/seouledutravel/myapplication/detail/{appId}`: everything the member gave, the status with its timeline, the
 * operators' message when they ask for more (with the way to complete the form), the decision, the pre-departure
 * details (editable after approval until the deadline) and the report with its due day.
 */
export function ApplicationDetailScreen({ id, paths }: ApplicationDetailScreenProps) {
  const { t } = useApplicationsText();
  const loggedIn = useIsLoggedIn(AREA);
  if (!loggedIn) {
    return (
      <FeaturePage title={t("detail.heading")}>
        <SignedOut t={t} />
      </FeaturePage>
    );
  }
  return <Detail id={id} paths={paths} />;
}

function Detail({ id, paths }: ApplicationDetailScreenProps) {
  const { t, lang } = useApplicationsText();
  const detail = useApplication(id, lang);
  const back = <TextLink to={paths.myApplications}>{t("detail.back")}</TextLink>;
  if (detail.error && !detail.data) {
    return (
      <FeaturePage title={t("detail.heading")} aside={back}>
        <ApplicationLoadFailure error={detail.error} onRetry={() => void detail.mutate()} />
      </FeaturePage>
    );
  }
  const application = detail.data;
  if (!application) {
    return (
      <FeaturePage title={t("detail.heading")} aside={back}>
        <div className="flex flex-col gap-3">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-24" />
          <Skeleton shape="block" shapeClassName="h-64" />
        </div>
      </FeaturePage>
    );
  }
  return (
    <FeaturePage title={application.programme.title} titleClassName="break-words" aside={back}>
      <Overview application={application} paths={paths} />
    </FeaturePage>
  );
}

function Overview({
  application,
  paths,
}: {
  application: EduApplication;
  paths: ApplicationDetailScreenProps["paths"];
}) {
  const { t, lang } = useApplicationsText();
  const { status, can, report_detail: report } = application;
  const withdraw = useWithdrawApplication(application.id, lang);
  const [problem, setProblem] = useState<string | null>(null);
  const { mutate: reread } = useApplication(application.id, lang);
  // the version read again after a pre-departure save was refused as stale
  const [reloaded, setReloaded] = useState<number | null>(null);

  const onWithdraw = async () => {
    const go = await confirm({
      title: t("detail.withdraw.confirmTitle"),
      message: t("detail.withdraw.confirmBody"),
      intent: "danger",
      confirmLabel: t("detail.withdraw.confirm"),
      cancelLabel: t("detail.withdraw.cancel"),
    });
    if (!go) return;
    setProblem(null);
    try {
      await withdraw.trigger({ reason: "" });
    } catch (error) {
      setProblem(failureText(error, t));
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <section aria-label={t("detail.summary")} className="flex flex-col gap-3 rounded-lg border border-border p-4">
        <div className="flex flex-wrap items-center gap-2">
          <ApplicationStatusBadge status={status} size="md" />
          {application.report && <ReportBadge state={application.report} />}
        </div>
        <p className="text-sm text-muted-foreground">
          {t("detail.trip", {
            start: formatDate(application.programme.trip_start, lang),
            end: formatDate(application.programme.trip_end, lang),
          })}
        </p>
        {problem && <FormAlert>{problem}</FormAlert>}
        <div className="flex flex-wrap gap-3">
          {can.edit && (
            <Link to={paths.registration(application.id)} className={buttonLinkVariants({})}>
              {t(status === "draft" ? "detail.actions.continue" : "detail.actions.complete")}
            </Link>
          )}
          {can.submit_report && (
            <Link to={paths.report(application.id)} className={buttonLinkVariants({})}>
              {t("detail.actions.report")}
            </Link>
          )}
          {can.withdraw && (
            <Button intent="outline" loading={withdraw.isMutating} onClick={() => void onWithdraw()}>
              {t("detail.withdraw.action")}
            </Button>
          )}
        </div>
      </section>

      {status === "info_requested" && (
        <NoticePanel icon={MessageSquareWarning} tone="warning" title={t("detail.infoRequested.title")}>
          <p className="whitespace-pre-line">{application.latest_message}</p>
          <p className="text-muted-foreground">{t("detail.infoRequested.body")}</p>
        </NoticePanel>
      )}
      {(status === "approved" || status === "rejected" || status === "waitlisted" || status === "completed") && (
        <NoticePanel
          icon={status === "approved" || status === "completed" ? CircleCheck : CircleAlert}
          tone={status === "rejected" ? "danger" : status === "waitlisted" ? "warning" : "success"}
          title={t(`detail.decision.${status}`)}
        >
          {application.decided_at && (
            <p className="text-muted-foreground">
              {t("detail.decision.on", { date: formatDateTime(application.decided_at, lang) })}
            </p>
          )}
          {application.latest_message && <p className="whitespace-pre-line">{application.latest_message}</p>}
        </NoticePanel>
      )}

      {report && (
        <TitledSection title={t("detail.report.heading")} className="flex flex-col gap-2">
          <p className="text-sm text-foreground">
            {report.state === "submitted" && report.submitted_at
              ? t("detail.report.submitted", { date: formatDateTime(report.submitted_at, lang) })
              : t(`detail.report.${report.state}`, { date: formatDate(report.due, lang) })}
          </p>
          {report.text && <p className="text-sm whitespace-pre-line text-muted-foreground">{report.text}</p>}
          {report.files.length > 0 && <Files files={report.files} />}
        </TitledSection>
      )}

      {can.edit_pre_departure && (
        <PreDeparture
          // read again after a refused save: the form starts again from the newer details
          key={reloaded ?? "loaded"}
          application={application}
          conflicted={reloaded !== null}
          onConflict={async () => {
            const fresh = await reread();
            if (fresh) setReloaded(fresh.version);
          }}
        />
      )}
      {status === "approved" && !can.edit_pre_departure && (
        <TitledSection title={t("detail.preDeparture.heading")} className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">{t("messages.edu.detailsClosed")}</p>
        </TitledSection>
      )}

      <TitledSection title={t("detail.timeline.heading")} className="flex flex-col gap-3">
        <StatusTimeline entries={application.timeline} />
      </TitledSection>

      <TitledSection title={t("detail.fields.heading")} className="flex flex-col gap-3">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {EDU_FIELDS.map((name) => (
            <FieldLine key={name} label={t(`form.fields.${name}`)}>
              {fieldText(application, name, t, lang)}
            </FieldLine>
          ))}
          <FieldLine label={t("form.fields.id_document")}>
            {application.id_document ? <Files files={[application.id_document]} /> : t("detail.fields.none")}
          </FieldLine>
        </dl>
      </TitledSection>
    </div>
  );
}

function FieldLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words text-foreground">{children}</dd>
    </>
  );
}

/** A saved field as words: a tick as Yes/No, a time in Korea's time, a country by name, nothing as a dash. */
function fieldText(
  application: EduApplication,
  name: EduFieldName,
  t: (key: string, options?: Record<string, unknown>) => string,
  lang: "en" | "ko",
): string {
  const value = application.form[name];
  if (typeof value === "boolean") return t(value ? "detail.fields.yes" : "detail.fields.no");
  if (value === null || value === "") return t("detail.fields.none");
  if (name === "visa_status") return t(`visa.${value}`);
  if (name === "departure_at" || name === "arrival_at") return formatDateTime(value, lang);
  if (name === "birth_date" || name === "passport_expiry") return formatDate(value, lang);
  if (name === "nationality") return countryName(value, lang);
  return value;
}

function Files({ files }: { files: readonly EduFile[] }) {
  const { t, lang } = useApplicationsText();
  return (
    <div className="flex flex-col gap-2">
      <FileDownloadList
        files={files}
        locale={lang}
        sizeLabel={t("shared.fileSize")}
        download={downloadEduFile}
        failure={(file, error) => t("shared.downloadFailed", { name: file.name, reason: failureText(error, t) })}
      />
    </div>
  );
}

/** The pre-departure details an approved applicant may still change until the programme's deadline. */
type PreDepartureProps = {
  application: EduApplication;
  /** The form replaces one that met a newer version: say why the details changed. */
  conflicted: boolean;
  /** A save from this version was refused as stale: read the application again. */
  onConflict: () => Promise<void>;
};

function PreDeparture({ application, conflicted, onConflict }: PreDepartureProps) {
  const { t, lang } = useApplicationsText();
  const save = useSavePreDeparture(application.id, lang);
  const [notice, setNotice] = useState<{ tone: "ok" | "problem"; text: string } | null>(
    conflicted ? { tone: "problem", text: t("detail.preDeparture.conflict") } : null,
  );
  const { form: saved } = application;
  const form = useContractForm<TravelValues>({
    defaultValues: {
      departure_airport: saved.departure_airport ?? "",
      departure_at: saved.departure_at ? koreaLocalTime(saved.departure_at) : "",
      arrival_airport: saved.arrival_airport ?? "",
      arrival_at: saved.arrival_at ? koreaLocalTime(saved.arrival_at) : "",
      visa_status: saved.visa_status ?? "",
      dietary_restriction: saved.dietary_restriction ?? "",
    },
    check: (values) => {
      const parsed = EduPreDepartureBodySchema.safeParse(preDepartureBody(values, application.version));
      if (parsed.success) return [];
      return parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issueText(issue, t) }));
    },
  });

  const onSubmit = async (values: TravelValues) => {
    setNotice(null);
    try {
      await save.trigger(preDepartureBody(values, application.version));
      setNotice({ tone: "ok", text: t("detail.preDeparture.saved") });
    } catch (error) {
      if (error instanceof HttpError && error.code === "VERSION_CONFLICT") {
        // saved meanwhile elsewhere: the application is read again and the form shows what it holds now
        setNotice({ tone: "problem", text: t("detail.preDeparture.conflict") });
        await onConflict();
        return;
      }
      const failure = serverFailure(error, Object.keys(values) as (keyof TravelValues)[], t);
      showFieldIssues(form, failure.fields);
      if (failure.message) setNotice({ tone: "problem", text: failure.message });
    }
  };

  return (
    <TitledSection title={t("detail.preDeparture.heading")} className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        {t("detail.preDeparture.until", { date: formatDate(application.programme.details_deadline, lang) })}
      </p>
      <Form form={form} onSubmit={onSubmit}>
        {notice?.tone === "problem" && <FormAlert>{notice.text}</FormAlert>}
        <TravelFields control={form.control} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={save.isMutating}>
            {t("detail.preDeparture.save")}
          </Button>
          {notice?.tone === "ok" && (
            <p role="status" className="text-sm text-muted-foreground">
              {notice.text}
            </p>
          )}
        </div>
      </Form>
    </TitledSection>
  );
}

function preDepartureBody(values: TravelValues, version: number): EduPreDepartureBody {
  return {
    version,
    departure_airport: values.departure_airport.trim(),
    departure_at: koreaInstant(values.departure_at),
    arrival_airport: values.arrival_airport.trim(),
    arrival_at: koreaInstant(values.arrival_at),
    visa_status: values.visa_status as EduPreDepartureBody["visa_status"],
    dietary_restriction: values.dietary_restriction.trim(),
  };
}
