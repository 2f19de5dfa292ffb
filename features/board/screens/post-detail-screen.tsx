import { LoadError, TextLink } from "@blocks/feature-kit";
import { SHOP_BOARD_TYPES } from "@contracts/board-types";
import type { Post } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { EmptyState, Skeleton, buttonLinkVariants, cn } from "@ds";
import { formatNumber } from "@lib/format/format";
import { ArrowLeft, ArrowRight, CalendarDays, ChevronLeft, Eye, SearchX } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePost } from "../api/get-post";
import { AttachmentList } from "../components/attachment-list";
import { BoardPage } from "../components/board-page";
import { isNotFound } from "@lib/http/failure-text";
import { PinnedBadge, PostDay } from "../components/post-marks";
import { PostText } from "../components/post-text";
import { useBoardText } from "../components/use-board-text";
import { boardTypeFrom } from "../model/board-type";
import { eventDays, timingText } from "../model/event-text";
import { eventTiming } from "../model/event-timing";
import type { BoardPaths } from "./board-screen";

export type PostDetailScreenProps = {
  /** From the address (`/board/notice-detail/{id}`); anything but a positive whole number is "not found". */
  id: string | number | undefined;
  /** The post's board (the shop's `?type=`, the mart's `{type}-detail`); the site's first board when absent. */
  type?: string | null;
  paths: BoardPaths;
  site?: SiteName;
  /** The site's list boards (the shop's by default); a post of any other board is "not found". */
  types?: readonly string[];
};

function postId(value: PostDetailScreenProps["id"]): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A post's page (spec point 2: the shop's `/board/notice-detail/{id}`, the mart's `/sitmmt/board/{type}-detail/{id}`):
 * the post's title, day and views, its text as paragraphs (plain text, never HTML), its files as downloads with
 * their sizes, the newer and older posts, and the way back to the list. A post that does not exist says so plainly.
 */
export function PostDetailScreen({
  id: idParam,
  type: typeParam,
  paths,
  site = "shop",
  types = SHOP_BOARD_TYPES,
}: PostDetailScreenProps) {
  const { t, lang } = useBoardText();
  const id = postId(idParam);
  const type = boardTypeFrom(typeParam, types);
  const board = type ?? types[0] ?? "notice";
  const post = usePost(site, board, type ? id : null, lang);
  const missing = id === null || type === null || isNotFound(post.error);
  const listHref = paths.board(board);

  if (missing) {
    return (
      <BoardPage title={t(`boards.${board}`)}>
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("detail.notFound.title")}
          description={t("detail.notFound.description")}
          action={<TextLink to={listHref}>{t("detail.backToList")}</TextLink>}
        />
      </BoardPage>
    );
  }
  if (post.error) {
    return (
      <BoardPage title={t(`boards.${board}`)}>
        <LoadError t={t} title={t("detail.error")} error={post.error} onRetry={() => void post.mutate()} />
      </BoardPage>
    );
  }
  if (!post.data) {
    return (
      <BoardPage title={t(`boards.${board}`)}>
        <div className="flex flex-col gap-4">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-8" />
          <Skeleton lines={6} />
        </div>
      </BoardPage>
    );
  }
  return <PostArticle post={post.data} type={board} paths={paths} listHref={listHref} />;
}

function PostArticle({
  post,
  type,
  paths,
  listHref,
}: {
  post: Post;
  type: string;
  paths: BoardPaths;
  listHref: string;
}) {
  const { t, lang } = useBoardText();
  const [now] = useState(() => new Date());
  const timing = eventTiming(post, now);
  const days = eventDays(timing, lang);
  const status = timingText(timing, t, lang);

  return (
    <BoardPage
      title={post.title}
      eyebrow={
        <Link
          to={listHref}
          className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary no-underline outline-hidden hover:underline focus-visible:shadow-focus"
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t(`boards.${type}`)}
        </Link>
      }
    >
      <p className="-mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {post.pinned && <PinnedBadge />}
        <PostDay publishedAt={post.published_at} />
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-4" />
          {t("list.views", { count: post.view_count, views: formatNumber(post.view_count, lang) })}
        </span>
      </p>

      {(days || post.image || post.link_path) && (
        <section
          aria-label={t("detail.eventLabel")}
          className="flex flex-col gap-3 rounded-lg border border-border p-4"
        >
          {post.image && <img src={post.image} alt="" className="aspect-video w-full rounded-md object-cover" />}
          {days && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-foreground">
              <CalendarDays aria-hidden="true" className="size-4 text-muted-foreground" />
              <span>
                <span className="sr-only">{t("events.days")} </span>
                {days}
                {status && <span className="text-muted-foreground"> · {status}</span>}
              </span>
            </p>
          )}
          {post.link_path && (
            <Link to={post.link_path} className={cn(buttonLinkVariants({ size: "sm" }), "self-start")}>
              {t("detail.eventLink")}
              <ArrowRight aria-hidden="true" />
            </Link>
          )}
        </section>
      )}

      <PostText content={post.content} />

      <AttachmentList attachments={post.attachments} />

      {(post.previous || post.next) && (
        <nav aria-label={t("detail.neighbours")} className="flex flex-col border-y border-border text-sm">
          {post.previous && (
            <Neighbour direction="previous" title={post.previous.title} href={paths.detail(type, post.previous.id)} />
          )}
          {post.next && <Neighbour direction="next" title={post.next.title} href={paths.detail(type, post.next.id)} />}
        </nav>
      )}

      <Link to={listHref} className={cn(buttonLinkVariants({ intent: "outline" }), "self-start")}>
        <ArrowLeft aria-hidden="true" />
        {t("detail.backToList")}
      </Link>
    </BoardPage>
  );
}

/** The newer ("previous", in list order) or the older ("next") post, named by its title. */
function Neighbour({ direction, title, href }: { direction: "previous" | "next"; title: string; href: string }) {
  const { t } = useBoardText();
  return (
    <Link
      to={href}
      rel={direction === "previous" ? "prev" : "next"}
      className="flex items-center gap-3 px-2 py-3 no-underline outline-hidden transition-colors duration-fast ease-standard not-last:border-b not-last:border-border hover:bg-hover focus-visible:shadow-focus"
    >
      <span className="w-16 shrink-0 font-medium text-muted-foreground">{t(`detail.${direction}`)}</span>
      <span className="min-w-0 flex-1 truncate text-foreground">{title}</span>
    </Link>
  );
}
