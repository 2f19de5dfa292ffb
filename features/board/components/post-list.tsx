import type { PostSummary } from "@contracts/boards";
import { Badge } from "@ds";
import { formatDate, formatNumber } from "@lib/format/format";
import { Paperclip, Pin } from "lucide-react";
import { useState } from "react";
import { eventDays, timingText } from "../model/event-text";
import { koreanDay } from "../model/dates";
import { eventTiming } from "../model/event-timing";
import { TextLink } from "./text-link";
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
              {post.pinned && (
                <Badge variant="primary" size="sm">
                  <Pin aria-hidden="true" />
                  {t("list.pinned")}
                </Badge>
              )}
              <TextLink
                to={href(post)}
                className="min-w-0 font-semibold break-words text-foreground no-underline hover:underline"
              >
                {post.title}
              </TextLink>
              {post.attachment_count > 0 && (
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  <Paperclip aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t("list.files", { count: post.attachment_count })}</span>
                  <span aria-hidden="true">{post.attachment_count}</span>
                </span>
              )}
            </div>
            {days && (
              <p className="text-sm text-foreground">
                {days}
                {status && <span className="text-muted-foreground"> · {status}</span>}
              </p>
            )}
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span>
                <span className="sr-only">{t("list.date")} </span>
                {formatDate(koreanDay(post.published_at), lang)}
              </span>
              <span>{t("list.views", { count: post.view_count, views: formatNumber(post.view_count, lang) })}</span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
