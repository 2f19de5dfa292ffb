import type { PostSummary } from "@contracts/boards";
import { Badge, Card, CardContent, CardDescription, CardHeader, CardLink, CardMedia, CardTitle } from "@ds";
import { CalendarDays, PartyPopper } from "lucide-react";
import { Link } from "react-router";
import { eventDays, timingText } from "../model/event-text";
import type { EventTiming } from "../model/event-timing";
import { useBoardText } from "./use-board-text";

/**
 * One event: its picture, title, days and where it stands; the whole card is one link to the event's products or
 * microsite (its `link_path`), else to the post itself.
 */
export function EventCard({
  post,
  timing,
  href,
  priority = false,
}: {
  post: PostSummary;
  timing: EventTiming;
  href: string;
  /** The page's largest picture (the first pictured current event): asked for at once, ahead of the others. */
  priority?: boolean;
}) {
  const { t, lang } = useBoardText();
  const days = eventDays(timing, lang);
  const status = timingText(timing, t, lang);
  const ended = timing.kind === "ended";
  return (
    <Card variant="outline" interactive className="h-full">
      {post.image ? (
        <CardMedia src={post.image} alt="" priority={priority} className={ended ? "grayscale" : undefined} />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-muted text-muted-foreground first:-mt-4"
        >
          <PartyPopper className="size-10" />
        </div>
      )}
      <CardHeader>
        {status && (
          <Badge variant={ended ? "neutral" : timing.kind === "upcoming" ? "info" : "success"} size="sm">
            {status}
          </Badge>
        )}
        <CardTitle as="h3">
          <CardLink asChild>
            <Link to={href}>{post.title}</Link>
          </CardLink>
        </CardTitle>
        {days && (
          <p className="flex items-center gap-1.5 text-sm text-foreground">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">{t("events.days")} </span>
            {days}
          </p>
        )}
      </CardHeader>
      {post.excerpt && (
        <CardContent>
          <CardDescription className="line-clamp-3">{post.excerpt}</CardDescription>
        </CardContent>
      )}
    </Card>
  );
}
