import { FilteredListPage, LoadError } from "@blocks/feature-kit";
import type { AdminInquiry, InquirySite } from "@contracts/inquiries";
import type { TableColumn } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MessageCircleQuestion } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { InquiryStatusBadge } from "../../components/inquiry-status-badge";
import { type QuestionFilter, useQuestions } from "../api/list-inquiries";
import { OPERATOR_AREA } from "../api/paths";
import type { InquiriesAdminPaths } from "../components/paths";
import { useInquiriesAdminText } from "../components/use-inquiries-admin-text";
import { QUESTION_FILTERS, questionFilters, questionSearch } from "../model/filters";
import { failureText } from "../model/messages";

export type QuestionsScreenProps = { site: InquirySite; paths: InquiriesAdminPaths };

/**
 * A site's questions for its operators (`/seouleduadmin/qna`): the open ones first by default, or the answered
 * ones, or all; newest first, a page at a time, with who asked and when; each opens its page to answer it.
 */
export function QuestionsScreen({ site, paths }: QuestionsScreenProps) {
  const { t, lang } = useInquiriesAdminText();
  const loggedIn = useIsLoggedIn(OPERATOR_AREA);
  const [params, setParams] = useSearchParams();
  const { status, page } = questionFilters(params);
  const questions = useQuestions({ site, status, page }, lang);
  const go = (next: QuestionFilter, nextPage: number) => setParams(new URLSearchParams(questionSearch(next, nextPage)));

  const columns: TableColumn<AdminInquiry>[] = [
    {
      id: "subject",
      header: t("list.table.subject"),
      rowHeader: true,
      wrap: true,
      cell: (question) => (
        <Link
          to={paths.question(question.id)}
          className="font-medium break-words text-primary underline-offset-2 hover:underline"
        >
          {question.subject}
        </Link>
      ),
    },
    { id: "type", header: t("list.table.type"), cell: (question) => question.type_name },
    {
      id: "asker",
      header: t("list.table.asker"),
      cell: (question) => (
        <span className="flex flex-col">
          <span className="text-foreground">{question.member.name}</span>
          <span className="text-xs text-muted-foreground">{question.member.email}</span>
        </span>
      ),
    },
    { id: "asked", header: t("list.table.asked"), cell: (question) => formatDate(question.created_at, lang) },
    {
      id: "status",
      header: t("list.table.status"),
      cell: (question) => <InquiryStatusBadge size="sm" status={question.status} />,
    },
  ];

  return (
    <FilteredListPage
      t={t}
      loggedIn={loggedIn}
      filters={QUESTION_FILTERS}
      filter={status}
      page={page}
      onChange={go}
      data={questions.data}
      failure={
        questions.error ? (
          <LoadError
            t={t}
            describe={failureText}
            title={t("list.loadError")}
            error={questions.error}
            onRetry={() => void questions.mutate()}
          />
        ) : null
      }
      emptyIcon={<MessageCircleQuestion aria-hidden="true" />}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
