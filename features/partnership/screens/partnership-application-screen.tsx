import {
  DecidedRecordCard,
  DecidedRecordPage,
  DecisionFormSection,
  DecisionMade,
  RadioField,
  RecordLoadState,
  TitledSection,
  useContractForm,
  useFormSend,
  useLeaveWarning,
} from "@blocks/feature-kit";
import {
  PARTNERSHIP_NOTE_MAX,
  type PartnershipApplication,
  PartnershipDecisionBodySchema,
} from "@contracts/partnerships";
import { FormField, Textarea } from "@ds";
import { formatDateTime } from "@lib/format/format";
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
  return (
    <DecidedRecordPage t={t} area={OPERATOR_AREA} listPath={paths.list}>
      <Application id={applicationId} />
    </DecidedRecordPage>
  );
}

function Application({ id }: { id: number }) {
  const { t, lang } = usePartnershipText();
  const application = useApplication(id);
  const nameId = useId();
  // why the form gave way to someone else's decision (409): said above that decision
  const [conflict, setConflict] = useState<string | null>(null);
  const data = application.data;
  if (!data)
    return (
      <RecordLoadState
        t={t}
        notFound={{ title: t("detail.notFound.title"), body: t("detail.notFound.body") }}
        error={application.error}
        skeletons={["h-40", "h-32"]}
        errorTitle={t("detail.loadError")}
        onRetry={() => void application.mutate()}
        failureAs={OperatorFailure}
      />
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
      <DecidedRecordCard
        titleId={nameId}
        badges={<PartnershipStatusBadge status={data.status} />}
        title={
          <>
            {data.venue_name_en}
            {data.venue_name_ko && (
              <span lang="ko" className="ml-2 text-base font-normal text-muted-foreground">
                {data.venue_name_ko}
              </span>
            )}
          </>
        }
      >
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
      </DecidedRecordCard>
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
    <DecisionMade title={t("detail.decision.title")} note={note}>
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
    </DecisionMade>
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

  const sending = useFormSend(form, {
    // another operator decided first: their decision replaces this form, with a word on why
    onConflict: (error) => {
      onConflict(t("detail.decision.alreadyDecided", { reason: translateMessage(error.message, t) }));
      decide.reload();
    },
  });

  const submit = (values: DecisionValues) =>
    sending.send(
      async () => {
        const parsed = PartnershipDecisionBodySchema.safeParse(values);
        if (!parsed.success) return;
        await decide.send(parsed.data);
      },
      (error) => serverFailure(error, DECISION_FIELDS, t),
    );

  return (
    <DecisionFormSection
      title={t("detail.decision.formTitle")}
      form={form}
      onSubmit={submit}
      alert={sending.alert}
      sendLabel={t("detail.decision.send")}
    >
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
    </DecisionFormSection>
  );
}
