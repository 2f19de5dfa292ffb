import {
  FeaturePage,
  FormAlert,
  SignedOut,
  TextLink,
  filesProblem,
  showFieldIssues,
  uploadRules,
  useContractForm,
} from "@blocks/feature-kit";
import {
  EDU_FILE_MAX_BYTES,
  EDU_FILE_TYPES,
  EDU_REPORT_MAX_FILES,
  EDU_REPORT_TEXT_MAX,
  type EduApplication,
  EduReportFieldsSchema,
} from "@contracts/applications";
import { Button, FileUpload, Form, FormField, Skeleton, Textarea } from "@ds";
import { formatDate, formatDateTime } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarClock, CircleCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useApplication } from "../api/get-application";
import { AREA } from "../api/paths";
import { useSubmitReport } from "../api/submit-report";
import { ApplicationLoadFailure } from "../components/application-load-failure";
import { NoticePanel } from "../components/notice-panel";
import { useApplicationsText } from "../components/use-applications-text";
import { issueText, serverFailure } from "../model/messages";
import type { ApplicantPaths } from "./paths";

export type ReportSubmitScreenProps = { id: number; paths: Pick<ApplicantPaths, "detail"> };

const REPORT_LIMITS = { types: EDU_FILE_TYPES, maxBytes: EDU_FILE_MAX_BYTES, maxFiles: EDU_REPORT_MAX_FILES };

type ReportValues = { text: string; files: File[] };

/**
 * `/seouledutravel/report/submit/{appId}`: the returnee report after the trip, text and up to five files, sent
 * once; the due day is shown, and said plainly once it has passed.
 */
export function ReportSubmitScreen({ id, paths }: ReportSubmitScreenProps) {
  const { t } = useApplicationsText();
  const loggedIn = useIsLoggedIn(AREA);
  return (
    <FeaturePage
      title={t("reportForm.heading")}
      aside={<TextLink to={paths.detail(id)}>{t("reportForm.back")}</TextLink>}
    >
      {loggedIn ? <Report id={id} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function Report({ id }: { id: number }) {
  const { t, lang } = useApplicationsText();
  const detail = useApplication(id, lang);
  if (detail.error && !detail.data) {
    return <ApplicationLoadFailure error={detail.error} onRetry={() => void detail.mutate()} />;
  }
  const application = detail.data;
  if (!application) {
    return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />;
  }
  const report = application.report_detail;
  if (report?.state === "submitted") {
    return (
      <NoticePanel icon={CircleCheck} tone="success" title={t("reportForm.done.title")}>
        <p>
          {t("detail.report.submitted", { date: report.submitted_at ? formatDateTime(report.submitted_at, lang) : "" })}
        </p>
      </NoticePanel>
    );
  }
  if (!report || !application.can.submit_report) {
    return (
      <NoticePanel icon={CalendarClock} title={t("reportForm.notOpen.title")}>
        <p>{t("messages.edu.reportNotOpen")}</p>
        {report && <p>{t("detail.report.not_due", { date: formatDate(report.due, lang) })}</p>}
      </NoticePanel>
    );
  }
  return <ReportForm application={application} />;
}

function ReportForm({ application }: { application: EduApplication }) {
  const { t, lang } = useApplicationsText();
  const submit = useSubmitReport(application.id, lang);
  const [alert, setAlert] = useState<string | null>(null);
  const report = application.report_detail;
  const form = useContractForm<ReportValues>({
    defaultValues: { text: "", files: [] },
    check: (values) => {
      const issues: { field: string; message: string }[] = [];
      const parsed = EduReportFieldsSchema.safeParse({ text: values.text });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) issues.push({ field: "text", message: issueText(issue, t) });
      }
      if (filesProblem(values.files, REPORT_LIMITS))
        issues.push({ field: "files", message: t("messages.edu.fileType") });
      return issues;
    },
  });

  const onSubmit = async (values: ReportValues) => {
    setAlert(null);
    const body = new FormData();
    body.append("text", values.text.trim());
    for (const file of values.files) body.append("files", file);
    try {
      await submit.trigger(body);
    } catch (error) {
      const failure = serverFailure(error, ["text", "files"] as const, t);
      showFieldIssues(form, failure.fields);
      if (failure.message) setAlert(failure.message);
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {report?.state === "overdue" ? (
        <NoticePanel icon={TriangleAlert} tone="danger" title={t("reportForm.overdue.title")}>
          <p>{t("detail.report.overdue", { date: formatDate(report.due, lang) })}</p>
        </NoticePanel>
      ) : (
        <p className="text-sm text-foreground">
          {t("detail.report.due", { date: formatDate(report?.due ?? "", lang) })}
        </p>
      )}
      <Form form={form} onSubmit={onSubmit}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <FormField
          control={form.control}
          name="text"
          label={t("reportForm.fields.text")}
          hint={t("reportForm.fields.textHint", { max: EDU_REPORT_TEXT_MAX })}
          required
        >
          {(registered) => <Textarea {...registered} rows={10} maxLength={EDU_REPORT_TEXT_MAX} />}
        </FormField>
        <FormField
          control={form.control}
          name="files"
          label={t("reportForm.fields.files")}
          hint={t("reportForm.fields.filesHint", { max: EDU_REPORT_MAX_FILES })}
          render={({ field }) => (
            <FileUpload
              ref={field.ref}
              onBlur={field.onBlur}
              multiple
              value={field.value}
              onChange={field.onChange}
              {...uploadRules(REPORT_LIMITS)}
            />
          )}
        />
        <div>
          <Button type="submit" size="lg" loading={submit.isMutating}>
            {t("reportForm.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
