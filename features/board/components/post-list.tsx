import { TextLink } from "@blocks/feature-kit";
import type { PostSummary } from "@contracts/boards";
import { formatNumber } from "@lib/format/format";
import { useState } from "react";
import { eventDays, timingText } from "../model/event-text";
import { eventTiming } from "../model/event-timing";
import { FileCount, PinnedBadge, PostDay } from "./post-marks";
import { useBoardText } from "./use-board-text";

/** A board's posts as rows: the pinned marker, the title (a link to the post), files, date and views. */
export function PostList({ posts, href }: { posts: readonly PostSummary[]; href: (post: PostSummary) => string }) {
  const { t, lang } = useBoardText();
  // one "now" per list, so every row is judged against the same day
  const [now] = useState(() => new Date());
  return (
    <ul className="flex flex-col border-t border-border">
      {posts.map((post) => {
        const timing = eventTiming(post, now);
        const days = eventDays(timing, lang);
        const status = timingText(timing, t, lang);
        return (
          <li
            key={post.id}
            data-pinned={post.pinned || undefined}
            className="flex flex-col gap-1.5 border-b border-border px-2 py-4 data-pinned:bg-muted"
          >
            <div className="flex flex-wrap items-center gap-2">
              {post.pinned && <PinnedBadge />}
              <TextLink
                to={href(post)}
                className="min-w-0 font-semibold break-words text-foreground no-underline hover:underline"
              >
                {post.title}
              </TextLink>
              <FileCount count={post.attachment_count} className="text-xs text-muted-foreground" />
            </div>
            {days && (
              <p className="text-sm text-foreground">
                {days}
                {status && <span className="text-muted-foreground"> · {status}</span>}
              </p>
            )}
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <PostDay publishedAt={post.published_at} />
              <span>{t("list.views", { count: post.view_count, views: formatNumber(post.view_count, lang) })}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
