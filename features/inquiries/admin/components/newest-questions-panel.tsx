import { LoadError, TitledSection } from "@blocks/feature-kit";
import type { InquirySite } from "@contracts/inquiries";
import { EmptyState, Skeleton } from "@ds";
import { formatDate } from "@lib/format/format";
import { MessageCircleQuestion } from "lucide-react";
import { Link } from "react-router";
import { useQuestions } from "../api/list-inquiries";
import { failureText } from "../model/messages";
import type { InquiriesAdminPaths } from "./paths";
import { useInquiriesAdminText } from "./use-inquiries-admin-text";

export type NewestQuestionsPanelProps = {
  site: InquirySite;
  paths: InquiriesAdminPaths;
  /** How many to show; five by default. */
  limit?: number;
};

/** An admin home's panel: the newest questions still waiting for an answer, each a link to answer it. */
export function NewestQuestionsPanel({ site, paths, limit = 5 }: NewestQuestionsPanelProps) {
  const { t, lang } = useInquiriesAdminText();
  const questions = useQuestions({ site, status: "open", page: 1, perPage: limit }, lang);

  let body;
  if (questions.error && !questions.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("panel.loadError")}
        error={questions.error}
        onRetry={() => void questions.mutate()}
      />
    );
  else if (!questions.data) body = <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-24" />;
  else if (questions.data.rows.length === 0)
    body = (
      <EmptyState
        size="compact"
        icon={<MessageCircleQuestion aria-hidden="true" />}
        title={t("panel.empty.title")}
        description={t("panel.empty.body")}
      />
    );
  else
    body = (
      <ul className="flex flex-col gap-2">
        {questions.data.rows.map((question) => (
          <li
            key={question.id}
            className="flex flex-wrap items-baseline justify-between gap-2 rounded-md border border-border px-3 py-2"
          >
            <Link
              to={paths.question(question.id)}
              className="min-w-0 font-medium break-words text-primary underline-offset-2 hover:underline"
            >
              {question.subject}
            </Link>
            <span className="text-sm text-muted-foreground">
              {t("panel.asked", { name: question.member.name, date: formatDate(question.created_at, lang) })}
            </span>
          </li>
        ))}
      </ul>
    );

  return (
    <TitledSection
      title={t("panel.title")}
      aside={
        <Link to={paths.list} className="text-sm text-primary underline-offset-2 hover:underline">
          {questions.data && questions.data.meta.total > 0
            ? t("panel.all", { count: questions.data.meta.total })
            : t("panel.list")}
        </Link>
      }
      className="flex flex-col gap-3"
    >
      {body}
    </TitledSection>
  );
}
