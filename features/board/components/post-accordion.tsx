import { LoadError, TextLink } from "@blocks/feature-kit";
import type { PostSummary } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, Skeleton } from "@ds";
import { ArrowRight } from "lucide-react";
import { usePost } from "../api/get-post";
import { AttachmentList } from "./attachment-list";
import { FileCount, PinnedBadge, PostDay } from "./post-marks";
import { PostText } from "./post-text";
import { useBoardText } from "./use-board-text";

type PostAccordionProps = {
  site: SiteName;
  type: string;
  posts: readonly PostSummary[];
  /** Notices show their day (and the pinned marker) under the title; questions of a FAQ have none. */
  dated?: boolean;
  /** What a post that could not be loaded is called ("this answer", "this notice"). */
  errorTitle: string;
  /** A post's own page, linked under its opened text (with `pageLabel`), so it can be shared; none by default. */
  postHref?: (id: number) => string;
  /** The words of that link ("Open this answer on its own page"); the post's title follows for screen readers. */
  pageLabel?: string;
};

/**
 * A board's posts as titles that open in place to their whole text and files (a FAQ's questions, a site's notices
 * without pages of their own). A post's text is asked for when it is first opened, not every post at once.
 */
export function PostAccordion({
  site,
  type,
  posts,
  dated = false,
  errorTitle,
  postHref,
  pageLabel,
}: PostAccordionProps) {
  return (
    <Accordion type="multiple">
      {posts.map((post) => (
        <AccordionItem key={post.id} value={String(post.id)}>
          <AccordionTrigger headingLevel={2}>{post.title}</AccordionTrigger>
          {dated && (
            <p className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 pb-4 text-sm text-muted-foreground">
              {post.pinned && <PinnedBadge />}
              <PostDay publishedAt={post.published_at} />
              <FileCount count={post.attachment_count} />
            </p>
          )}
          <AccordionContent>
            <OpenedPost site={site} type={type} id={post.id} errorTitle={errorTitle} />
            {postHref && pageLabel && (
              <TextLink to={postHref(post.id)} className="mt-4 inline-flex items-center gap-1 text-sm">
                <span>
                  {pageLabel}
                  <span className="sr-only">: {post.title}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </TextLink>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** Mounted when its title opens: the post is asked for then. */
function OpenedPost({ site, type, id, errorTitle }: { site: SiteName; type: string; id: number; errorTitle: string }) {
  const { t, lang } = useBoardText();
  const post = usePost(site, type, id, lang);
  if (post.error) return <LoadError t={t} title={errorTitle} error={post.error} onRetry={() => void post.mutate()} />;
  if (!post.data) return <Skeleton lines={3} srLabel={t("shared.loading")} />;
  return (
    <div className="flex flex-col gap-4">
      <PostText content={post.data.content} />
      <AttachmentList attachments={post.data.attachments} headingLevel={3} />
    </div>
  );
}
