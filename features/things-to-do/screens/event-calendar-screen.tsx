import { FeaturePage, LoadError, TextLink } from "@blocks/feature-kit";
import type { CityEventSummary } from "@contracts/things-to-do";
import { Button, EmptyState, type IsoDate, Skeleton } from "@ds";
import { formatDate } from "@lib/format/format";
import { CalendarX2, ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { useEvents } from "../api/list-events";
import { EventCard } from "../components/event-card";
import { EventDialog } from "../components/event-dialog";
import { MonthGrid } from "../components/month-grid";
import { useThingsToDoText } from "../components/use-things-to-do-text";
import {
  calendarView,
  countsByDay,
  daysWithEvents,
  eventsOn,
  firstOfMonth,
  gridRange,
  monthOf,
  shiftMonth,
} from "../model/calendar";

/** What the calendar keeps in the address: the month shown and the day chosen. */
export type EventCalendarQuery = { month: string; day: string | null };

export type EventCalendarScreenProps = {
  /** The address's month (`YYYY-MM`); anything else, or none, is this month in Korea. */
  month?: string | null;
  /** The address's day (`YYYY-MM-DD`); none, or one outside the month, is today when in it, else the 1st. */
  day?: string | null;
  /** The month or the day changed: the site writes them into the address. */
  onChange: (query: EventCalendarQuery) => void;
  /** The things-to-do page on this site. */
  listHref: string;
};

const MONTH_TITLE_ID = "ttd-month";

/**
 * What is on by day (`/seoulitepass/thingstodo/calendar`), in Korea time: a month of days from Monday with the
 * number of events on each, today marked, the months before and after, and the chosen day's events beneath. On
 * small screens the month is a list of its days with something on instead of the grid. An event's details open in
 * a dialog over the calendar.
 */
export function EventCalendarScreen({ month, day, onChange, listHref }: EventCalendarScreenProps) {
  const { t, lang } = useThingsToDoText();
  const [now] = useState(() => new Date());
  const view = calendarView({ month, day }, now);
  const range = useMemo(() => gridRange(view.month), [view.month]);
  const events = useEvents(range, lang);
  const [open, setOpen] = useState<CityEventSummary | null>(null);
  const counts = useMemo(() => countsByDay(events.data ?? [], range), [events.data, range]);
  const monthDays = useMemo(() => daysWithEvents(events.data ?? [], view.month), [events.data, view.month]);

  const select = (next: IsoDate) => onChange({ month: monthOf(next), day: next });
  const turn = (months: number) => onChange({ month: shiftMonth(view.month, months), day: null });
  const monthTitle = new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(`${firstOfMonth(view.month)}T12:00:00Z`),
  );
  const dayTitle = (date: IsoDate) =>
    `${formatDate(date, lang, "weekday")}${date === view.today ? ` · ${t("calendar.today")}` : ""}`;
  const cards = (list: CityEventSummary[]) => (
    <ul className="grid gap-3 @xl:grid-cols-2">
      {list.map((event) => (
        <li key={event.id}>
          <EventCard event={event} compact titleAs="h4" onOpen={() => setOpen(event)} />
        </li>
      ))}
    </ul>
  );

  const selectedEvents = eventsOn(events.data ?? [], view.day);
  return (
    <FeaturePage title={t("calendar.title")} aside={<TextLink to={listHref}>{t("calendar.listLink")}</TextLink>}>
      <p className="-mt-2 text-foreground">{t("calendar.intro")}</p>
      <div className="flex items-center justify-between gap-2">
        <Button intent="outline" size="icon" aria-label={t("calendar.previous")} onClick={() => turn(-1)}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id={MONTH_TITLE_ID} aria-live="polite" className="text-xl font-semibold">
          {monthTitle}
        </h2>
        <Button intent="outline" size="icon" aria-label={t("calendar.next")} onClick={() => turn(1)}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {events.error ? (
        <LoadError t={t} title={t("calendar.error")} error={events.error} onRetry={() => void events.mutate()} />
      ) : !events.data ? (
        <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-96" />
      ) : (
        // the page's own width decides (a container query), not the window's: the same in a narrow column
        <div className="@container flex flex-col gap-6">
          <MonthGrid
            className="hidden @xl:table"
            month={view.month}
            selected={view.day}
            today={view.today}
            counts={counts}
            labelledBy={MONTH_TITLE_ID}
            onSelect={select}
          />
          {monthDays.length === 0 ? (
            <EmptyState
              icon={<CalendarX2 aria-hidden="true" />}
              titleAs="h3"
              title={t("calendar.monthEmpty.title")}
              description={t("calendar.monthEmpty.description")}
            />
          ) : (
            <>
              <section aria-labelledby="ttd-day" className="hidden flex-col gap-3 @xl:flex">
                <h3 id="ttd-day" className="text-lg font-semibold">
                  {t("calendar.dayHeading", { date: dayTitle(view.day) })}
                </h3>
                {selectedEvents.length === 0 ? (
                  <p className="text-muted-foreground">{t("calendar.dayEmpty")}</p>
                ) : (
                  cards(selectedEvents)
                )}
              </section>
              <ol aria-labelledby={MONTH_TITLE_ID} className="flex flex-col gap-6 @xl:hidden">
                {monthDays.map((entry) => (
                  <li key={entry.day} aria-current={entry.day === view.today ? "date" : undefined}>
                    <h3 className="mb-2 font-semibold">{dayTitle(entry.day)}</h3>
                    {cards(entry.events)}
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
      <EventDialog event={open} onClose={() => setOpen(null)} />
    </FeaturePage>
  );
}
