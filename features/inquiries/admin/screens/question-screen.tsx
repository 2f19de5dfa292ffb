import { AuditTrail, useConsoleAccess } from "@blocks/console";
import {
  FeaturePage,
  FormAlert,
  LoadError,
  SignedOut,
  TextLink,
  TitledSection,
  showFieldIssues,
  useContractForm,
  useLeaveWarning,
} from "@blocks/feature-kit";
import { type AdminInquiry, INQUIRY_CONTENT_MAX, ReplyInquiryBodySchema } from "@contracts/inquiries";
import { Button, EmptyState, Form, FormField, Skeleton, Textarea } from "@ds";
import { formatDateTime } from "@lib/format/format";
import { HttpError } from "@lib/http/client";
import { isNotFound } from "@lib/http/failure-text";
import { useIsLoggedIn } from "@lib/session/use-session";
import { FileQuestion } from "lucide-react";
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
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  return (
    <FeaturePage title={t("detail.heading")} aside={<TextLink to={paths.list}>{t("detail.back")}</TextLink>}>
      {loggedIn ? <Question id={questionId} /> : <SignedOut t={t} />}
    </FeaturePage>
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
  if (question.error && !question.data) {
    if (isNotFound(question.error))
      return (
        <EmptyState
          icon={<FileQuestion aria-hidden="true" />}
          titleAs="h2"
          title={t("detail.notFound.title")}
          description={t("detail.notFound.body")}
        />
      );
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("detail.loadError")}
        error={question.error}
        onRetry={() => void question.mutate()}
      />
    );
  }
  const data = question.data;
  if (!data)
    return (
      <div className="flex flex-col gap-4">
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-32" />
        <Skeleton shape="block" shapeClassName="h-40" />
      </div>
    );
  return (
    <>
      <article className="flex flex-col gap-4 rounded-md border border-border p-4" aria-labelledby={subjectId}>
        <div className="flex flex-wrap items-center gap-2">
          <InquiryStatusBadge status={data.status} />
          <span className="text-sm text-muted-foreground">{data.type_name}</span>
        </div>
        <h2 id={subjectId} className="text-xl font-semibold break-words text-foreground">
          {data.subject}
        </h2>
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
      </article>
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
    <TitledSection title={t("detail.answer.title")} className="flex flex-col gap-2">
      {note && <FormAlert>{note}</FormAlert>}
      {question.replied_at && (
        <p className="text-sm text-muted-foreground">
          {t("detail.answer.repliedAt", { date: formatDateTime(question.replied_at, lang) })}
        </p>
      )}
      <p className="break-words whitespace-pre-line text-foreground">{question.reply}</p>
    </TitledSection>
  );
}

type AnswerValues = { reply: string };

function AnswerForm({ question, onConflict }: { question: AdminInquiry; onConflict: (message: string) => void }) {
  const { t, lang } = useInquiriesAdminText();
  const answer = useReply(question.id, lang);
  const [alert, setAlert] = useState<string | null>(null);
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

  const submit = async (values: AnswerValues) => {
    setAlert(null);
    try {
      await answer.send(values.reply.trim());
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        // someone answered first: their answer replaces this form, with a word on why
        onConflict(t("detail.answer.alreadyReplied", { reason: translateMessage(error.message, t) }));
        await answer.reload();
        return;
      }
      const failure = serverFailure(error, ["reply"] as const, t);
      showFieldIssues(form, failure.fields);
      setAlert(failure.message);
    }
  };

  return (
    <TitledSection title={t("detail.answer.formTitle")} className="flex flex-col gap-3">
      <Form form={form} onSubmit={submit} aria-label={t("detail.answer.formTitle")}>
        {alert && <FormAlert>{alert}</FormAlert>}
        <FormField
          control={form.control}
          name="reply"
          label={t("detail.answer.field")}
          hint={t("detail.answer.hint")}
          required
        >
          {(registered) => <Textarea rows={8} maxLength={INQUIRY_CONTENT_MAX} showCount {...registered} />}
        </FormField>
        <div>
          <Button type="submit" size="lg" loading={form.formState.isSubmitting}>
            {t("detail.answer.send")}
          </Button>
        </div>
      </Form>
    </TitledSection>
  );
}
