import type { PostSummary } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { Button, EmptyState, Input, Pagination, Skeleton } from "@ds";
import { formatNumber } from "@lib/format/format";
import { Search, SearchX } from "lucide-react";
import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { usePosts } from "../api/list-posts";
import { BoardPage } from "../components/board-page";
import { BoardTabs } from "../components/board-tabs";
import { isNotFound } from "../components/failure-text";
import { LoadError } from "../components/load-error";
import { PostList } from "../components/post-list";
import { TextLink } from "../components/text-link";
import { useBoardText } from "../components/use-board-text";
import { KEYWORD_MAX, type BoardQuery, parseBoardQuery } from "../model/board-query";
import { type ShopBoardType, boardTypeFrom, emptyKindFor } from "../model/board-type";

/** The site's addresses of the board pages (screens hard-code none, ARCHITECTURE rule 3). */
export type BoardPaths = {
  /** A board's list, with its search words and page. */
  board: (type: ShopBoardType, query?: Partial<BoardQuery>) => string;
  /** A post's own page. */
  detail: (type: ShopBoardType, id: number) => string;
};

export type BoardScreenProps = {
  /** From `/board/{type?}`: notice, event or news; none is notice; any other shows "board not found". */
  type?: string;
  /** `?keyword=` of the address. */
  keyword?: string | null;
  /** `?page=` of the address. */
  page?: string | null;
  paths: BoardPaths;
  /** Whose boards (a board belongs to a site). */
  site?: SiteName;
};

/**
 * `/board/{type?}` (spec point 2): the shop's notices, events and news; search by words, pages, pinned posts
 * first, and the spec's empty states ("no notices", "no events", "no posts"). The words and the page live in the
 * address, so a search can be shared and Back returns to it.
 */
export function BoardScreen({ type: typeParam, keyword, page, paths, site = "shop" }: BoardScreenProps) {
  const { t } = useBoardText();
  const type = boardTypeFrom(typeParam);
  const query = parseBoardQuery({ keyword, page });

  return (
    <BoardPage title={type ? t(`boards.${type}`) : t("list.boardsLabel")}>
      <BoardTabs current={type} href={(next) => paths.board(next)} />
      {type ? (
        // a new board or new words start a fresh form and list
        <BoardBody key={`${type}|${query.keyword}`} type={type} query={query} paths={paths} site={site} />
      ) : (
        <BoardNotFound href={paths.board("notice")} />
      )}
    </BoardPage>
  );
}

function BoardNotFound({ href }: { href: string }) {
  const { t } = useBoardText();
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      titleAs="h2"
      title={t("list.notFound.title")}
      description={t("list.notFound.description")}
      action={<TextLink to={href}>{t("list.notFound.link")}</TextLink>}
    />
  );
}

function BoardBody({
  type,
  query,
  paths,
  site,
}: {
  type: ShopBoardType;
  query: BoardQuery;
  paths: BoardPaths;
  site: SiteName;
}) {
  const { t, lang } = useBoardText();
  const navigate = useNavigate();
  const searchId = useId();
  const list = usePosts({ site, type, lang, page: query.page, keyword: query.keyword });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get("keyword");
    void navigate(paths.board(type, { keyword: typeof words === "string" ? words : "" }));
  };

  const href = (post: PostSummary) => paths.detail(type, post.id);

  return (
    <>
      <form role="search" aria-label={t("list.searchLabel")} onSubmit={search} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t("list.keyword")}
        </label>
        <Input
          id={searchId}
          name="keyword"
          type="search"
          defaultValue={query.keyword}
          maxLength={KEYWORD_MAX}
          placeholder={t("list.keywordPlaceholder")}
          className="flex-1"
        />
        <Button type="submit" intent="outline">
          <Search aria-hidden="true" />
          {t("list.search")}
        </Button>
      </form>

      {list.error && isNotFound(list.error) ? (
        <BoardNotFound href={paths.board("notice")} />
      ) : list.error ? (
        <LoadError title={t("list.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-3">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-16" />
          <Skeleton shape="block" shapeClassName="h-16" />
          <Skeleton shape="block" shapeClassName="h-16" />
        </div>
      ) : list.data.rows.length === 0 && list.data.meta.total > 0 ? (
        // a shared address can point past the last page
        <EmptyState
          kind={emptyKindFor(type)}
          titleAs="h2"
          title={t("list.pageEmpty.title")}
          description={null}
          action={<TextLink to={paths.board(type, { keyword: query.keyword })}>{t("list.pageEmpty.link")}</TextLink>}
        />
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
