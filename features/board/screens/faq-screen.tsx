import { LoadError } from "@blocks/feature-kit";
import { FAQ_BOARD_TYPE } from "@contracts/board-types";
import type { SiteName } from "@contracts/site-map";
import { EmptyState } from "@ds";
import { usePosts } from "../api/list-posts";
import { BoardPage } from "../components/board-page";
import { BoardTabs } from "../components/board-tabs";
import { ListSkeleton } from "../components/list-states";
import { PostAccordion } from "../components/post-accordion";
import { useBoardText } from "../components/use-board-text";
import type { BoardPaths } from "./board-screen";

export type FaqScreenProps = {
  /** Whose FAQ board. */
  site: SiteName;
  /** The site's list boards, linked in a row above the questions (with `paths`). */
  types?: readonly string[];
  /** The addresses of the site's boards and of this page; without them the page shows no row of boards. */
  paths?: Pick<BoardPaths, "board"> & { faq: string };
  /** Each answer's own page (`/seouledutravel/faq/list-detail/{id}`), linked under it once opened; none by default. */
  answerHref?: (id: number) => string;
};

/** Enough for any FAQ on one page: questions are few, and a person scans them rather than pages through them. */
const FAQ_PAGE_SIZE = 50;

/**
 * A site's frequently asked questions (its `faq` board: the mart's `/sitmmt/board/faq`, the tour site's
 * `/rok-us/faq/list`, the education programme's `/seouledutravel/faq/list`) as questions that open to their
 * answers; an answer is read when its question is first opened, and may link to its own page.
 */
export function FaqScreen({ site, types = [], paths, answerHref }: FaqScreenProps) {
  const { t, lang } = useBoardText();
  const list = usePosts({ site, type: FAQ_BOARD_TYPE, lang, page: 1, perPage: FAQ_PAGE_SIZE });
  return (
    <BoardPage title={t("faq.title")} lead={t("faq.lead")}>
      {paths && <BoardTabs types={types} current={FAQ_BOARD_TYPE} href={(type) => paths.board(type)} faq={paths.faq} />}
      {list.error ? (
        <LoadError t={t} title={t("faq.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListSkeleton rowClassName="h-12" />
      ) : list.data.rows.length === 0 ? (
        <EmptyState kind="posts" titleAs="h2" title={t("faq.empty.title")} description={t("faq.empty.body")} />
      ) : (
        <PostAccordion
          site={site}
          type={FAQ_BOARD_TYPE}
          posts={list.data.rows}
          errorTitle={t("faq.answerError")}
          postHref={answerHref}
          pageLabel={t("faq.answerPage")}
        />
      )}
    </BoardPage>
  );
}
