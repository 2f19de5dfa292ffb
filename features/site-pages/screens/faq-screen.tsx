import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, EmptyState, Skeleton } from "@ds";
import { useBoardPost, useBoardPosts } from "../api/board-posts";
import { BoardNav } from "../components/board-nav";
import { LoadError } from "../components/load-error";
import { SitePageFrame } from "../components/site-page-frame";
import { SiteText } from "../components/site-text";
import { useSitePagesText } from "../components/use-site-pages-text";
import { type SiteBoardPaths, boardLinks } from "./site-board-paths";

export type FaqScreenProps = {
  /** Whose FAQ board (a site's name). */
  site: string;
  /** The site's other boards, shown as a row of links above the questions. */
  types?: readonly string[];
  paths?: SiteBoardPaths;
};

/** Enough for any FAQ on one page: questions are few, and a person scans them rather than pages through them. */
const FAQ_PAGE_SIZE = 50;

/**
 * A site's frequently asked questions (its `faq` board) as questions that open to their answers; an answer is read
 * when its question is first opened, and shown as plain text.
 */
export function FaqScreen({ site, types = [], paths }: FaqScreenProps) {
  const { t, lang } = useSitePagesText();
  const list = useBoardPosts(site, "faq", lang, 1, FAQ_PAGE_SIZE);
  return (
    <SitePageFrame title={t("faq.title")} lead={t("faq.lead")}>
      {paths && <BoardNav links={boardLinks(types, paths, (type) => t(`board.types.${type}`))} current="faq" />}
      {list.error ? (
        <LoadError title={t("faq.error")} error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <div className="flex flex-col gap-3">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-12" />
          <Skeleton shape="block" shapeClassName="h-12" />
          <Skeleton shape="block" shapeClassName="h-12" />
        </div>
      ) : list.data.rows.length === 0 ? (
        <EmptyState kind="posts" titleAs="h2" title={t("faq.empty.title")} description={t("faq.empty.body")} />
      ) : (
        <Accordion type="multiple">
          {list.data.rows.map((question) => (
            <AccordionItem key={question.id} value={String(question.id)}>
              <AccordionTrigger headingLevel={2}>{question.title}</AccordionTrigger>
              <AccordionContent>
                <Answer site={site} id={question.id} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </SitePageFrame>
  );
}

/** Mounted when its question opens: the answer is asked for then, not for every question at once. */
function Answer({ site, id }: { site: string; id: number }) {
  const { t, lang } = useSitePagesText();
  const post = useBoardPost(site, "faq", id, lang);
  if (post.error)
    return <LoadError title={t("faq.answerError")} error={post.error} onRetry={() => void post.mutate()} />;
  if (!post.data) return <Skeleton lines={3} srLabel={t("shared.loading")} />;
  return <SiteText body={post.data.content} headingLevel={3} className="text-sm" />;
}
