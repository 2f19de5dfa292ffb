import { LoadError } from "@blocks/feature-kit";
import type { EventPhase, PostSummary } from "@contracts/boards";
import type { SiteName } from "@contracts/site-map";
import { EmptyState, Pagination, Skeleton } from "@ds";
import { type ReactNode, useState } from "react";
import { usePosts } from "../api/list-posts";
import { BoardPage } from "../components/board-page";
import { EventCard } from "../components/event-card";
import { useBoardText } from "../components/use-board-text";
import { eventTiming } from "../model/event-timing";

/** Every current event on one page (the server's page limit); past ones page by a few rows. */
const CURRENT_PAGE_SIZE = 50;
const PAST_PAGE_SIZE = 6;

export type EventsScreenProps = {
  /** The page's level-1 heading (a site names its own page); the board's "Events" by default. */
  heading?: string;
  /** A line under the heading. */
  intro?: string;
  /** Where a card leads when its event has no products or microsite of its own. */
  paths: { detail: (id: number) => string };
  /** Whose event board. */
  site?: SiteName;
};

/**
 * `/event` (spec point 2): the events and promotions of the events board, current ones first, then past ones
 * (newest first); each card shows its picture and days and leads to its products or microsite.
 */
export function EventsScreen({ heading, intro, paths, site = "shop" }: EventsScreenProps) {
  const { t, lang } = useBoardText();
  const [now] = useState(() => new Date());
  const [pastPage, setPastPage] = useState(1);
  const current = usePosts({ site, type: "event", lang, page: 1, perPage: CURRENT_PAGE_SIZE, phase: "current" });
  const past = usePosts({ site, type: "event", lang, page: pastPage, perPage: PAST_PAGE_SIZE, phase: "past" });

  const href = (post: PostSummary) => post.link_path ?? paths.detail(post.id);
  const nothingAtAll = current.data?.rows.length === 0 && past.data?.rows.length === 0;

  return (
    <BoardPage title={heading ?? t("events.heading")} wide>
      {intro && <p className="-mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p>}
      {nothingAtAll ? (
        <EmptyState kind="events" titleAs="h2" />
      ) : (
        <>
          <EventSection phase="current" title={t("events.current")}>
            {current.error ? (
              <LoadError t={t} title={t("events.error")} error={current.error} onRetry={() => void current.mutate()} />
            ) : !current.data ? (
              <CardSkeletons label={t("shared.loading")} />
            ) : current.data.rows.length === 0 ? (
              <EmptyState kind="events" titleAs="h3" size="compact" />
            ) : (
              <CardGrid posts={current.data.rows} now={now} href={href} firstIsPagePicture />
            )}
          </EventSection>
          {(past.error || !past.data || past.data.rows.length > 0) && (
            <EventSection phase="past" title={t("events.past")}>
              {past.error ? (
                <LoadError t={t} title={t("events.error")} error={past.error} onRetry={() => void past.mutate()} />
              ) : !past.data ? (
                <CardSkeletons />
              ) : (
                <>
                  <CardGrid posts={past.data.rows} now={now} href={href} />
                  {past.data.meta.total_pages > 1 && (
                    <Pagination
                      page={pastPage}
                      pageCount={past.data.meta.total_pages}
                      onPageChange={setPastPage}
                      label={t("events.pastPages")}
                    />
                  )}
                </>
              )}
            </EventSection>
          )}
        </>
      )}
    </BoardPage>
  );
}

function EventSection({ phase, title, children }: { phase: EventPhase; title: string; children: ReactNode }) {
  const id = `events-${phase}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CardGrid({
  posts,
  now,
  href,
  firstIsPagePicture = false,
}: {
  posts: readonly PostSummary[];
  now: Date;
  href: (post: PostSummary) => string;
  /** The first picture of these cards is the page's largest (the current events, at the top of the page). */
  firstIsPagePicture?: boolean;
}) {
  const pagePicture = firstIsPagePicture ? posts.find((post) => post.image) : undefined;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <EventCard post={post} timing={eventTiming(post, now)} href={href(post)} priority={post === pagePicture} />
        </li>
      ))}
    </ul>
  );
}

function CardSkeletons({ label }: { label?: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Skeleton shape="block" srLabel={label ?? false} shapeClassName="h-64" />
      <Skeleton shape="block" shapeClassName="h-64" />
      <Skeleton shape="block" shapeClassName="h-64" />
    </div>
  );
}
