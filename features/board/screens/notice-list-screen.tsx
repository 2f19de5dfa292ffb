import { LoadError } from "@blocks/feature-kit";
import { DEFAULT_BOARD_TYPE } from "@contracts/board-types";
import type { SiteName } from "@contracts/site-map";
import { EmptyState, Pagination } from "@ds";
import { formatNumber } from "@lib/format/format";
import { useNavigate } from "react-router";
import { usePosts } from "../api/list-posts";
import { BoardPage } from "../components/board-page";
import { ListSkeleton, PastLastPage } from "../components/list-states";
import { PostAccordion } from "../components/post-accordion";
import { useBoardText } from "../components/use-board-text";
import { parseBoardQuery } from "../model/board-query";
import { emptyKindFor } from "../model/board-type";

export type NoticeListScreenProps = {
  /** Whose notices. */
  site: SiteName;
  /** The board (the notices by default). */
  type?: string;
  /** `?page=` of the address. */
  page?: string | null;
  /** The list's address at a page (screens hard-code none, ARCHITECTURE rule 3). */
  paths: { list: (page: number) => string };
};

/**
 * A site's notices for a site without a page per post (the tour site's `/rok-us/notice/list`): pinned first, then
 * newest, each opening in place to its whole text, day and files; the page lives in the address.
 */
export function NoticeListScreen({ site, type = DEFAULT_BOARD_TYPE, page: pageParam, paths }: NoticeListScreenProps) {
  const { t, lang } = useBoardText();
  const navigate = useNavigate();
  const { page } = parseBoardQuery({ page: pageParam });
  const list = usePosts({ site, type, lang, page });

  return (
    <BoardPage title={t(`boards.${type}`)} lead={t("notices.lead")}>
      {list.error ? (
        <LoadError t={t} title={t("list.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListSkeleton rowClassName="h-16" />
      ) : list.data.rows.length === 0 && list.data.meta.total > 0 ? (
        <PastLastPage type={type} firstPage={paths.list(1)} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState kind={emptyKindFor(type)} titleAs="h2" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("list.count", { count: list.data.meta.total, total: formatNumber(list.data.meta.total, lang) })}
          </p>
          {/* another page starts with every notice closed */}
          <PostAccordion
            key={page}
            site={site}
            type={type}
            posts={list.data.rows}
            dated
            errorTitle={t("notices.postError")}
          />
          {list.data.meta.total_pages > 1 && (
            <Pagination
              page={page}
              pageCount={list.data.meta.total_pages}
              onPageChange={(next) => void navigate(paths.list(next))}
              label={t("list.pages")}
            />
          )}
        </>
      )}
    </BoardPage>
  );
}
