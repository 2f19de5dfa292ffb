import {
  FeaturePage,
  FormAlert,
  SignedOut,
  TextLink,
  TitledSection,
  showFieldIssues,
  useContractForm,
  useLeaveWarning,
  RadioField,
} from "@blocks/feature-kit";
import {
  PARTNERSHIP_NOTE_MAX,
  type PartnershipApplication,
  PartnershipDecisionBodySchema,
} from "@contracts/partnerships";
import { Button, EmptyState, Form, FormField, Skeleton, Textarea } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import { isNotFound } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileQuestion } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useApplication, useDecide } from "../api/applications";
import { OPERATOR_AREA } from "../api/paths";
import { OperatorFailure } from "../components/operator-states";
import { PartnershipStatusBadge } from "../components/partnership-status-badge";
import type { PartnershipAdminPaths } from "../components/paths";
import { usePartnershipText } from "../components/use-partnership-text";
import { issueText, serverFailure, translateMessage } from "../model/messages";

export type PartnershipApplicationScreenProps = { applicationId: number; paths: PartnershipAdminPaths };

/**
 * One venue's application for operators (`/seoulitepass/admin/partnerships/{id}`): everything the venue sent, and
 * the decision: a form while it waits (approve or decline, with a note the venue is mailed), the decision once made.
 * A decision is made once: when another operator decided first, the page says so and shows their decision.
 */
export function PartnershipApplicationScreen({ applicationId, paths }: PartnershipApplicationScreenProps) {
  const { t } = usePartnershipText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  return (
    <FeaturePage title={t("detail.heading")} aside={<TextLink to={paths.list}>{t("detail.back")}</TextLink>}>
      {loggedIn ? <Application id={applicationId} /> : <SignedOut t={t} />}
    </FeaturePage>
  );
}

function Application({ id }: { id: number }) {
  const { t, lang } = usePartnershipText();
  const application = useApplication(id);
  const nameId = useId();
  // why the form gave way to someone else's decision (409): said above that decision
  const [conflict, setConflict] = useState<string | null>(null);
  if (application.error && !application.data) {
    if (isNotFound(application.error))
      return (
        <EmptyState
          icon={<FileQuestion aria-hidden="true" />}
          titleAs="h2"
          title={t("detail.notFound.title")}
          description={t("detail.notFound.body")}
        />
      );
    return (
      <OperatorFailure
        error={application.error}
        title={t("detail.loadError")}
        onRetry={() => void application.mutate()}
      />
    );
  }
  const data = application.data;
  if (!data)
    return (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-40" />
        <Skeleton shape="block" shapeClassName="h-32" />
      </div>
    );
  const benefit =
    data.benefit.kind === "discount"
      ? t("pass-venues:shared.benefit.discount", { percent: data.benefit.percent })
      : t("pass-venues:shared.benefit.freeEntry");
  const rows: [string, ReactNode][] = [
    [t("detail.reference"), <span className="font-mono">{data.reference}</span>],
    [t("detail.sent"), formatDateTime(data.created_at, lang)],
    [t("detail.category"), t(`pass-venues:shared.categories.${data.category}`)],
    [t("detail.district"), t(`pass-venues:shared.districts.${data.district}`)],
    [t("detail.address"), data.address],
    [
      t("detail.website"),
      data.website ? (
        <a
          href={data.website}
          rel="noopener noreferrer"
          target="_blank"
          className="break-all text-primary underline-offset-2 hover:underline"
        >
          {data.website}
        </a>
      ) : (
        t("detail.none")
      ),
    ],
    [t("detail.contact"), data.contact_name],
    [
      t("detail.email"),
      <a href={`mailto:${data.email}`} className="text-primary underline-offset-2 hover:underline">
        {data.email}
      </a>,
    ],
    [t("detail.phone"), data.phone],
    [t("detail.benefit"), benefit],
    [t("detail.lang"), t(`detail.langs.${data.lang}`)],
  ];
  return (
    <>
      <article className="flex flex-col gap-4 rounded-md border border-border p-4" aria-labelledby={nameId}>
        <div className="flex flex-wrap items-center gap-2">
          <PartnershipStatusBadge status={data.status} />
        </div>
        <h2 id={nameId} className="text-xl font-semibold break-words text-foreground">
          {data.venue_name_en}
          {data.venue_name_ko && (
            <span lang="ko" className="ml-2 text-base font-normal text-muted-foreground">
              {data.venue_name_ko}
            </span>
          )}
        </h2>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
        <TitledSection title={t("detail.message")} className="flex flex-col gap-2">
          <p className="break-words whitespace-pre-line text-foreground">{data.message}</p>
        </TitledSection>
      </article>
      {data.status === "submitted" ? (
        <DecisionForm application={data} onConflict={setConflict} />
      ) : (
        <Decision application={data} note={conflict} />
      )}
    </>
  );
}

function Decision({ application, note }: { application: PartnershipApplication; note?: string | null }) {
  const { t, lang } = usePartnershipText();
  return (
    <TitledSection title={t("detail.decision.title")} className="flex flex-col gap-2">
      {note && <FormAlert>{note}</FormAlert>}
      <p className="text-foreground">
        {t(`detail.decision.${application.status === "approved" ? "approved" : "declined"}`, {
          name: application.decided_by?.name ?? t("detail.decision.someone"),
          date: application.decided_at ? formatDateTime(application.decided_at, lang) : "",
        })}
      </p>
      <p className="break-words whitespace-pre-line text-foreground">{application.decision_note}</p>
      {application.status === "approved" && (
        <p className="text-sm text-muted-foreground">{t("detail.decision.addVenue")}</p>
      )}
    </TitledSection>
  );
}

type DecisionValues = { decision: string; note: string };
const DECISION_FIELDS = ["decision", "note"] as const;

function DecisionForm({
  application,
  onConflict,
}: {
  application: PartnershipApplication;
  onConflict: (message: string) => void;
}) {
  const { t, lang } = usePartnershipText();
  const decide = useDecide(application.id, lang);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useContractForm<DecisionValues>({
    defaultValues: { decision: "", note: "" },
    check: (values) => {
      const parsed = PartnershipDecisionBodySchema.safeParse(values);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issueText(issue, t) }));
    },
  });
  useLeaveWarning(form.formState.isDirty && !form.formState.isSubmitSuccessful);

  const submit = async (values: DecisionValues) => {
    setAlert(null);
    const parsed = PartnershipDecisionBodySchema.safeParse(values);
    if (!parsed.success) return;
    try {
      await decide.send(parsed.data);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        // another operator decided first: their decision replaces this form, with a word on why
        onConflict(t("detail.decision.alreadyDecided", { reason: translateMessage(error.message, t) }));
        decide.reload();
        return;
      }
      const failure = serverFailure(error, DECISION_FIELDS, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  return (
    <TitledSection title={t("detail.decision.formTitle")} className="flex flex-col gap-3">
      <Form form={form} onSubmit={submit} aria-label={t("detail.decision.formTitle")}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <RadioField
          control={form.control}
          name="decision"
          label={t("detail.decision.field")}
          summaryLabel={t("detail.decision.field")}
          required
          orientation="horizontal"
          options={[
            { value: "approved", label: t("detail.decision.approve") },
            { value: "declined", label: t("detail.decision.decline") },
          ]}
        />
        <FormField
          control={form.control}
          name="note"
          label={t("detail.decision.note")}
          hint={t("detail.decision.noteHint")}
          required
        >
          {(registered) => <Textarea rows={5} maxLength={PARTNERSHIP_NOTE_MAX} showCount {...registered} />}
        </FormField>
        <div>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {t("detail.decision.send")}
          </Button>
        </div>
      </Form>
    </TitledSection>
  );
}
