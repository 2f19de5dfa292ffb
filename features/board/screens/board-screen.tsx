import { LoadError, SearchForm, TextLink } from "@blocks/feature-kit";
import { SHOP_BOARD_TYPES } from "@contracts/board-types";
import type { PostSummary } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { EmptyState, Pagination } from "@ds";
import { formatNumber } from "@lib/format/format";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { usePosts } from "../api/list-posts";
import { BoardPage } from "../components/board-page";
import { BoardTabs } from "../components/board-tabs";
import { isNotFound } from "@lib/http/failure-text";
import { ListSkeleton, PastLastPage } from "../components/list-states";
import { PostList } from "../components/post-list";
import { useBoardText } from "../components/use-board-text";
import { KEYWORD_MAX, type BoardQuery, parseBoardQuery } from "../model/board-query";
import { boardTypeFrom, emptyKindFor } from "../model/board-type";

/** The site's addresses of the board pages (screens hard-code none, ARCHITECTURE rule 3). */
export type BoardPaths = {
  /** A board's list, with its search words and page. */
  board: (type: string, query?: Partial<BoardQuery>) => string;
  /** A post's own page. */
  detail: (type: string, id: number) => string;
  /** The site's FAQ page, linked after its boards. */
  faq?: string;
};

export type BoardScreenProps = {
  /** The board the address names (`/board/{type?}` on the shop, `?type=` on the mart); none is the site's first board; any other shows "board not found". */
  type?: string | null;
  /** `?keyword=` of the address. */
  keyword?: string | null;
  /** `?page=` of the address. */
  page?: string | null;
  paths: BoardPaths;
  /** Whose boards (a board belongs to a site). */
  site?: SiteName;
  /** The site's list boards, in the order of its row of links; the first is the default. The shop's by default. */
  types?: readonly string[];
  /** Search by words (kept in the address as `?keyword=`); a site whose addresses carry no words turns it off. */
  search?: boolean;
};

/**
 * A site's boards (spec point 2: the shop's `/board/{type?}`, the mart's `/sitmmt/board`): one board at a time, with
 * the site's boards as links, pinned posts first, pages, search by words, and the spec's empty states ("no
 * notices", "no events", "no posts"). The board, the words and the page live in the address, so a search can be
 * shared and Back returns to it.
 */
export function BoardScreen({
  type: typeParam,
  keyword,
  page,
  paths,
  site = "shop",
  types = SHOP_BOARD_TYPES,
  search = true,
}: BoardScreenProps) {
  const { t } = useBoardText();
  const type = boardTypeFrom(typeParam, types);
  const query = parseBoardQuery({ keyword: search ? keyword : null, page });
  const first = types[0] ?? "notice";
  const notFound = <BoardNotFound href={paths.board(first)} board={t(`boards.${first}`)} />;

  return (
    <BoardPage title={type ? t(`boards.${type}`) : t("list.boardsLabel")}>
      <BoardTabs types={types} current={type} href={(next) => paths.board(next)} faq={paths.faq} />
      {type ? (
        // a new board or new words start a fresh form and list
        <BoardBody
          key={`${type}|${query.keyword}`}
          type={type}
          query={query}
          paths={paths}
          site={site}
          search={search}
          notFound={notFound}
        />
      ) : (
        notFound
      )}
    </BoardPage>
  );
}

function BoardNotFound({ href, board }: { href: string; board: string }) {
  const { t } = useBoardText();
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      titleAs="h2"
      title={t("list.notFound.title")}
      description={t("list.notFound.description")}
      action={<TextLink to={href}>{t("list.notFound.link", { board })}</TextLink>}
    />
  );
}

function BoardBody({
  type,
  query,
  paths,
  site,
  search,
  notFound,
}: {
  type: string;
  query: BoardQuery;
  paths: BoardPaths;
  site: SiteName;
  search: boolean;
  notFound: ReactNode;
}) {
  const { t, lang } = useBoardText();
  const navigate = useNavigate();
  const list = usePosts({ site, type, lang, page: query.page, keyword: query.keyword });

  const href = (post: PostSummary) => paths.detail(type, post.id);

  return (
    <>
      {search && (
        <SearchForm
          label={t("list.searchLabel")}
          field={t("list.keyword")}
          placeholder={t("list.keywordPlaceholder")}
          button={t("list.search")}
          value={query.keyword}
          maxLength={KEYWORD_MAX}
          onSearch={(keyword) => void navigate(paths.board(type, { keyword }))}
        />
      )}

      {list.error && isNotFound(list.error) ? (
        notFound
      ) : list.error ? (
        <LoadError t={t} title={t("list.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListSkeleton rowClassName="h-16" />
      ) : list.data.rows.length === 0 && list.data.meta.total > 0 ? (
        <PastLastPage type={type} firstPage={paths.board(type, { keyword: query.keyword })} />
      ) : list.data.rows.length === 0 ? (
        query.keyword ? (
          <EmptyState
            kind={emptyKindFor(type)}
            titleAs="h2"
            title={t("list.noResults.title", { keyword: query.keyword })}
            description={t("list.noResults.description")}
            action={<TextLink to={paths.board(type)}>{t("list.noResults.clear")}</TextLink>}
          />
        ) : (
          <EmptyState kind={emptyKindFor(type)} titleAs="h2" />
        )
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.keyword
              ? t("list.resultCount", {
                  count: list.data.meta.total,
                  total: formatNumber(list.data.meta.total, lang),
                  keyword: query.keyword,
                })
              : t("list.count", { count: list.data.meta.total, total: formatNumber(list.data.meta.total, lang) })}
          </p>
          <PostList posts={list.data.rows} href={href} />
          {list.data.meta.total_pages > 1 && (
            <Pagination
              page={query.page}
              pageCount={list.data.meta.total_pages}
              onPageChange={(next) => void navigate(paths.board(type, { keyword: query.keyword, page: next }))}
              label={t("list.pages")}
            />
          )}
        </>
      )}
    </>
  );
}
