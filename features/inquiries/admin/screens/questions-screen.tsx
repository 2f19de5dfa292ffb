import { FeaturePage, LoadError, SignedOut } from "@blocks/feature-kit";
import type { AdminInquiry, InquirySite } from "@contracts/inquiries";
import { EmptyState, Pagination, Table, type TableColumn, Tabs, TabsContent, TabsList, TabsTrigger } from "@ds";
import { formatDate } from "@lib/format/format";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MessageCircleQuestion } from "lucide-react";
import type { ReactNode } from "react";
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

  let body: ReactNode;
  if (!loggedIn) body = <SignedOut t={t} />;
  else if (questions.error && !questions.data)
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("list.loadError")}
        error={questions.error}
        onRetry={() => void questions.mutate()}
      />
    );
  else if (questions.data && questions.data.meta.total === 0)
    body = (
      <EmptyState
        icon={<MessageCircleQuestion aria-hidden="true" />}
        titleAs="h2"
        title={t(`list.empty.${status}.title`)}
        description={t(`list.empty.${status}.body`)}
      />
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        {questions.data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t(`list.count.${status}`, { count: questions.data.meta.total })}
          </p>
        )}
        <Table
          caption={t("list.caption")}
          captionHidden
          columns={columns}
          rows={questions.data?.rows ?? []}
          rowKey={(question) => question.id}
          loading={!questions.data}
          density="compact"
        />
        {questions.data && questions.data.meta.total_pages > 1 && (
          <Pagination
            page={page}
            pageCount={questions.data.meta.total_pages}
            onPageChange={(next) => go(status, next)}
            label={t("list.pages")}
          />
        )}
      </div>
    );

  return (
    <FeaturePage title={t("list.title")}>
      {loggedIn ? (
        <Tabs value={status} onValueChange={(value) => go(value as QuestionFilter, 1)} className="flex flex-col gap-4">
          <TabsList aria-label={t("list.filterLabel")}>
            {QUESTION_FILTERS.map((filter) => (
              <TabsTrigger key={filter} value={filter}>
                {t(`list.filters.${filter}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={status}>{body}</TabsContent>
        </Tabs>
      ) : (
        body
      )}
    </FeaturePage>
  );
}
