import { FeaturePage, ListSkeleton, LoadError, SearchForm, TextLink } from "@blocks/feature-kit";
import type { PublicQnaSite } from "@contracts/inquiries";
import { EmptyState, Pagination, buttonLinkVariants } from "@ds";
import { formatNumber } from "@lib/format/format";
import { MessageSquarePlus, MessagesSquare, SearchX } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useQnaList } from "../api/list-qna";
import { QuestionList } from "../components/question-list";
import { QnaMeta } from "../components/qna-meta";
import { useInquiriesText } from "../components/use-inquiries-text";
import { QNA_KEYWORD_MAX, type QnaQuery, parseQnaQuery } from "../model/qna-query";

/** The site's Q&A addresses (screens hard-code none, ARCHITECTURE rule 3). */
export type QnaPaths = {
  /** The list with its search words and page. */
  list: (query?: Partial<QnaQuery>) => string;
  /** A question's own page. */
  detail: (id: number) => string;
  /** Where a member asks (a guest is asked to sign in first, by the site). */
  ask: string;
};

export type QnaListScreenProps = {
  /** Whose Q&A board. */
  site: PublicQnaSite;
  /** `?keyword=` of the address. */
  keyword?: string | null;
  /** `?page=` of the address. */
  page?: string | null;
  paths: QnaPaths;
};

/**
 * `/seouledutravel/qna/list` (spec point 2, public, rendered on the server): everyone's questions, newest first,
 * each with its type, the asker's masked name, its day and whether it has been answered. The search words and the
 * page live in the address, so a search can be shared and Back returns to it.
 */
export function QnaListScreen({ site, keyword, page, paths }: QnaListScreenProps) {
  const { t } = useInquiriesText();
  const query = parseQnaQuery({ keyword, page });
  return (
    <FeaturePage
      title={t("qna.list.heading")}
      aside={
        <Link to={paths.ask} className={buttonLinkVariants({})}>
          <MessageSquarePlus aria-hidden="true" />
          {t("qna.list.ask")}
        </Link>
      }
    >
      <p className="-mt-3 text-muted-foreground">{t("qna.list.lead")}</p>
      {/* new words start a fresh form and list */}
      <QnaBody key={query.keyword} site={site} query={query} paths={paths} />
    </FeaturePage>
  );
}

function QnaBody({ site, query, paths }: { site: PublicQnaSite; query: QnaQuery; paths: QnaPaths }) {
  const { t, lang } = useInquiriesText();
  const navigate = useNavigate();
  const list = useQnaList(site, lang, query);

  return (
    <>
      <SearchForm
        label={t("qna.list.searchLabel")}
        field={t("qna.list.keyword")}
        placeholder={t("qna.list.keywordPlaceholder")}
        button={t("qna.list.search")}
        value={query.keyword}
        maxLength={QNA_KEYWORD_MAX}
        onSearch={(keyword) => void navigate(paths.list({ keyword }))}
      />

      {list.error ? (
        <LoadError t={t} title={t("qna.list.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListSkeleton label={t("shared.loading")} rows={["h-20", "h-20", "h-20"]} />
      ) : list.data.rows.length === 0 && list.data.meta.total > 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" />}
          titleAs="h2"
          title={t("qna.list.pageEmpty.title")}
          description={null}
          action={<TextLink to={paths.list({ keyword: query.keyword })}>{t("qna.list.pageEmpty.link")}</TextLink>}
        />
      ) : list.data.rows.length === 0 && query.keyword ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("qna.list.noResults.title", { keyword: query.keyword })}
          description={t("qna.list.noResults.description")}
          action={<TextLink to={paths.list()}>{t("qna.list.noResults.clear")}</TextLink>}
        />
      ) : list.data.rows.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden="true" />}
          titleAs="h2"
          title={t("qna.list.empty.title")}
          description={t("qna.list.empty.description")}
          action={<TextLink to={paths.ask}>{t("qna.list.empty.action")}</TextLink>}
        />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.keyword
              ? t("qna.list.resultCount", {
                  count: list.data.meta.total,
                  total: formatNumber(list.data.meta.total, lang),
                  keyword: query.keyword,
                })
              : t("qna.list.count", { count: list.data.meta.total, total: formatNumber(list.data.meta.total, lang) })}
          </p>
          <QuestionList
            rows={list.data.rows}
            href={paths.detail}
            meta={(question) => <QnaMeta question={question} />}
          />
          {list.data.meta.total_pages > 1 && (
            <Pagination
              page={query.page}
              pageCount={list.data.meta.total_pages}
              onPageChange={(next) => void navigate(paths.list({ keyword: query.keyword, page: next }))}
              label={t("qna.list.pages")}
            />
          )}
        </>
      )}
    </>
  );
}
