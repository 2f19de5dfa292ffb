import { AuditTrail, useConsoleAccess } from "@blocks/console";
import {
  DecidedRecordCard,
  DecidedRecordPage,
  DecisionFormSection,
  DecisionMade,
  RecordLoadState,
  useContractForm,
  useFormSend,
  useLeaveWarning,
} from "@blocks/feature-kit";
import { type AdminInquiry, INQUIRY_CONTENT_MAX, ReplyInquiryBodySchema } from "@contracts/inquiries";
import { FormField, Textarea } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { useId, useState } from "react";
import { AttachmentList } from "../../components/attachment-list";
import { InquiryStatusBadge } from "../../components/inquiry-status-badge";
import { useQuestion } from "../api/get-inquiry";
import { OPERATOR_AREA } from "../api/paths";
import { useReply } from "../api/reply";
import type { InquiriesAdminPaths } from "../components/paths";
import { useInquiriesAdminText } from "../components/use-inquiries-admin-text";
import { failureText, serverFailure, translateMessage } from "../model/messages";

export type QuestionScreenProps = { questionId: number; paths: InquiriesAdminPaths };

/**
 * One question for its operators (`/seouleduadmin/qna/{id}`): what was asked, by whom (name and e-mail) and when,
 * its files, and the answer: a form while it is open, the answer once given. Answers are given once: when someone
 * else answered first, the page says so and shows their answer.
 */
export function QuestionScreen({ questionId, paths }: QuestionScreenProps) {
  const { t } = useInquiriesAdminText();
  return (
    <DecidedRecordPage t={t} area={OPERATOR_AREA} listPath={paths.list}>
      <Question id={questionId} />
    </DecidedRecordPage>
  );
}

function Question({ id }: { id: number }) {
  const { t, lang } = useInquiriesAdminText();
  // a read-only account of the shop's console (ADR 0034) reads the question; answering is for those who may write
  const { canWrite, role } = useConsoleAccess();
  const question = useQuestion(id, lang);
  const subjectId = useId();
  const filesHeading = useId();
  // why the form gave way to someone else's answer (409): said above that answer
  const [conflict, setConflict] = useState<string | null>(null);
  const data = question.data;
  if (!data)
    return (
      <RecordLoadState
        t={t}
        notFound={{ title: t("detail.notFound.title"), body: t("detail.notFound.body") }}
        error={question.error}
        skeletons={["h-32", "h-40"]}
        errorTitle={t("detail.loadError")}
        describe={failureText}
        onRetry={() => void question.mutate()}
      />
    );
  return (
    <>
      <DecidedRecordCard
        titleId={subjectId}
        title={data.subject}
        badges={
          <>
            <InquiryStatusBadge status={data.status} />
            <span className="text-sm text-muted-foreground">{data.type_name}</span>
          </>
        }
      >
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-muted-foreground">{t("detail.asker")}</dt>
          <dd className="text-foreground">{data.member.name}</dd>
          <dt className="text-muted-foreground">{t("detail.email")}</dt>
          <dd className="text-foreground">
            <a href={`mailto:${data.member.email}`} className="text-primary underline-offset-2 hover:underline">
              {data.member.email}
            </a>
          </dd>
          <dt className="text-muted-foreground">{t("detail.asked")}</dt>
          <dd className="text-foreground">{formatDateTime(data.created_at, lang)}</dd>
        </dl>
        <p className="break-words whitespace-pre-line text-foreground">{data.content}</p>
        <AttachmentList attachments={data.attachments} headingId={filesHeading} area={OPERATOR_AREA} />
      </DecidedRecordCard>
      {data.status === "replied" ? (
        <Answer question={data} note={conflict} />
      ) : canWrite ? (
        <AnswerForm question={data} onConflict={setConflict} />
      ) : role ? (
        <p className="text-sm text-muted-foreground">{t("detail.answer.readOnly")}</p>
      ) : null}
      {/* read again once answered: the answer is the entry the trail gains */}
      <AuditTrail
        key={data.status}
        subject="inquiry"
        subjectId={id}
        describe={(entry) => t(`detail.audit.${entry.action}`, { defaultValue: entry.action })}
      />
    </>
  );
}

function Answer({ question, note }: { question: AdminInquiry; note?: string | null }) {
  const { t, lang } = useInquiriesAdminText();
  return (
    <DecisionMade title={t("detail.answer.title")} note={note}>
      {question.replied_at && (
        <p className="text-sm text-muted-foreground">
          {t("detail.answer.repliedAt", { date: formatDateTime(question.replied_at, lang) })}
        </p>
      )}
      <p className="break-words whitespace-pre-line text-foreground">{question.reply}</p>
    </DecisionMade>
  );
}

type AnswerValues = { reply: string };

function AnswerForm({ question, onConflict }: { question: AdminInquiry; onConflict: (message: string) => void }) {
  const { t, lang } = useInquiriesAdminText();
  const answer = useReply(question.id, lang);
  const form = useContractForm<AnswerValues>({
    defaultValues: { reply: "" },
    check: (values) => {
      const parsed = ReplyInquiryBodySchema.safeParse(values);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: "reply",
            message:
              issue.code === "too_big" ? t("messages.tooLong", { max: INQUIRY_CONTENT_MAX }) : t("messages.required"),
          }));
    },
  });
  useLeaveWarning(form.formState.isDirty);

  const sending = useFormSend(form, {
    // someone answered first: their answer replaces this form, with a word on why
    onConflict: async (error) => {
      onConflict(t("detail.answer.alreadyReplied", { reason: translateMessage(error.message, t) }));
      await answer.reload();
    },
  });

  const submit = (values: AnswerValues) =>
    sending.send(
      () => answer.send(values.reply.trim()),
      (error) => serverFailure(error, ["reply"] as const, t),
    );

  return (
    <DecisionFormSection
      title={t("detail.answer.formTitle")}
      form={form}
      onSubmit={submit}
      alert={sending.alert}
      sendLabel={t("detail.answer.send")}
    >
      <FormField
        control={form.control}
        name="reply"
        label={t("detail.answer.field")}
        hint={t("detail.answer.hint")}
        required
      >
        {(registered) => <Textarea rows={8} maxLength={INQUIRY_CONTENT_MAX} showCount {...registered} />}
      </FormField>
    </DecisionFormSection>
  );
}
