import { FeaturePage, LoadError } from "@blocks/feature-kit";
import { shopToday } from "@contracts/shop-calendar";
import { type CityEventSummary, DEFAULT_EVENT_DAYS, type EventCategory } from "@contracts/things-to-do";
import { addDays, ButtonLink, EmptyState, Skeleton } from "@ds";
import { CalendarDays, PartyPopper } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useEvents } from "../api/list-events";
import { CategoryFilter } from "../components/category-filter";
import { EventCard } from "../components/event-card";
import { EventDialog } from "../components/event-dialog";
import { useThingsToDoText } from "../components/use-things-to-do-text";
import { VenueStrip } from "../components/venue-strip";
import { splitByWeek } from "../model/calendar";
import { categoryOf } from "../model/category";

export type ThingsToDoScreenProps = {
  /** The address's category (`?category=`); none, or one the events do not have, is every category. */
  category?: string | null;
  /** Another category was chosen (undefined: every one): the site writes it into the address. */
  onCategoryChange: (category: EventCategory | undefined) => void;
  /** The calendar's page on this site. */
  calendarHref: string;
  /** A partner venue's page on this site. */
  venueHref: (id: number) => string;
};

/**
 * What is on in Seoul (`/seoulitepass/thingstodo`): this week's events and the weeks after (today in Korea and
 * the 30 days after it), filtered by category (kept in the address, so a shared link, the back button and the
 * server's page show the same list), a link to the calendar, and a strip of the partner venues. An event's details
 * open in a dialog over the list.
 */
export function ThingsToDoScreen({
  category: categoryParam,
  onCategoryChange,
  calendarHref,
  venueHref,
}: ThingsToDoScreenProps) {
  const { t, lang } = useThingsToDoText();
  // one "today" for the visit: the list does not change its days under the reader
  const [today] = useState(() => shopToday(new Date()));
  const category = categoryOf(categoryParam);
  const [open, setOpen] = useState<CityEventSummary | null>(null);
  const events = useEvents({ from: today, to: addDays(today, DEFAULT_EVENT_DAYS - 1), category }, lang);
  const parts = useMemo(() => splitByWeek(events.data ?? [], today), [events.data, today]);

  const cards = (list: CityEventSummary[], empty: string) =>
    list.length === 0 ? (
      <p className="text-muted-foreground">{empty}</p>
    ) : (
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.map((event) => (
          <li key={event.id}>
            <EventCard event={event} onOpen={() => setOpen(event)} />
          </li>
        ))}
      </ul>
    );

  return (
    <FeaturePage title={t("list.title")}>
      <p className="-mt-2 text-foreground">{t("list.intro")}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CategoryFilter value={category} onChange={onCategoryChange} />
        <ButtonLink asChild intent="outline">
          <Link to={calendarHref}>
            <CalendarDays aria-hidden="true" />
            {t("list.calendarLink")}
          </Link>
        </ButtonLink>
      </div>
      {events.error ? (
        <LoadError t={t} title={t("list.error")} error={events.error} onRetry={() => void events.mutate()} />
      ) : !events.data ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-72" />
          <Skeleton shape="block" shapeClassName="h-72" />
        </div>
      ) : events.data.length === 0 && category === undefined ? (
        <EmptyState
          icon={<PartyPopper aria-hidden="true" />}
          titleAs="h2"
          title={t("list.empty.title")}
          description={t("list.empty.description")}
        />
      ) : (
        <>
          <section aria-labelledby="ttd-week" className="flex flex-col gap-3">
            <h2 id="ttd-week" className="text-xl font-semibold">
              {t("list.thisWeek")}
            </h2>
            {cards(parts.thisWeek, t("list.weekEmpty"))}
          </section>
          <section aria-labelledby="ttd-later" className="flex flex-col gap-3">
            <h2 id="ttd-later" className="text-xl font-semibold">
              {t("list.later")}
            </h2>
            {cards(parts.later, t("list.laterEmpty"))}
          </section>
        </>
      )}
      <VenueStrip venueHref={venueHref} />
      <EventDialog event={open} onClose={() => setOpen(null)} />
    </FeaturePage>
  );
}
