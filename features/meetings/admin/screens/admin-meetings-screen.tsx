import { LoadError } from "@blocks/feature-kit";
import type { Meeting, MeetingStatus, Slot } from "@contracts/meetings";
import { EmptyState, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from "@ds";
import { formatDate } from "@lib/format/format";
import { CalendarClock } from "lucide-react";
import { useMemo, useState } from "react";
import { useAdminMeetings } from "../api/list-meetings";
import { useAdminSlots } from "../api/list-slots";
import { useSetMeetingStatus } from "../api/write-meetings";
import { AdminPage, type AdminMeetingPaths } from "../components/admin-page";
import { GridFilters } from "../components/grid-filters";
import { MatchForm } from "../components/match-form";
import { MeetingGrid } from "../components/meeting-grid";
import { StatusCounts } from "../components/status-counts";
import { useAdminText } from "../components/use-admin-text";
import { failureText } from "../model/failure";
import {
  type GridFilter,
  NO_FILTER,
  companiesOf,
  defaultDay,
  filterMeetings,
  groupBySlot,
  koreaDay,
  slotDays,
  slotsOfDay,
  statusCounts,
} from "../model/grid";
import { STATUS_LABEL_KEYS } from "../model/labels";

export type AdminMeetingsScreenProps = {
  /** The three operator pages, for the pages' own navigation. */
  paths: AdminMeetingPaths;
};

/**
 * The operators' whole grid (issue 8): the mart's days as tabs; for the chosen day the meetings per status, a form
 * that matches a buyer and a seller into a slot, filters, and every slot with its meetings, each with a status
 * select. The server holds a booked status to the booking rule; its refusal is said beside that meeting.
 */
export function AdminMeetingsScreen({ paths }: AdminMeetingsScreenProps) {
  const { t, lang } = useAdminText();
  const slots = useAdminSlots();
  const days = useMemo(() => slotDays(slots.data ?? []), [slots.data]);
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen !== null && days.includes(chosen) ? chosen : defaultDay(days, koreaDay(new Date()));

  let body;
  if (slots.error) {
    body = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("meetings.slotsError")}
        error={slots.error}
        onRetry={() => void slots.mutate()}
      />
    );
  } else if (!slots.data) {
    body = <GridSkeleton />;
  } else if (day === null) {
    body = (
      <EmptyState
        icon={<CalendarClock aria-hidden="true" />}
        title={t("meetings.noSlots.title")}
        description={t("meetings.noSlots.body")}
        titleAs="h2"
      />
    );
  } else {
    body = (
      <Tabs value={day} onValueChange={setChosen}>
        <TabsList aria-label={t("meetings.days")}>
          {days.map((value) => (
            <TabsTrigger key={value} value={value}>
              {formatDate(value, lang, "weekday")}
            </TabsTrigger>
          ))}
        </TabsList>
        {days.map((value) => (
          <TabsContent key={value} value={value} className="flex flex-col gap-6">
            {value === day && <DayPanel day={value} slots={slotsOfDay(slots.data ?? [], value)} />}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <AdminPage current="meetings" paths={paths} title={t("meetings.title")} intro={t("meetings.intro")}>
      {body}
    </AdminPage>
  );
}

/** One day: its counts, the match form, the filters and the grid. */
function DayPanel({ day, slots }: { day: string; slots: Slot[] }) {
  const { t, lang } = useAdminText();
  const meetings = useAdminMeetings(day, lang);
  const setStatus = useSetMeetingStatus(lang);
  const [filter, setFilter] = useState<GridFilter>(NO_FILTER);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const [announcement, setAnnouncement] = useState("");
  const all = useMemo(() => meetings.data ?? [], [meetings.data]);
  const counts = useMemo(() => statusCounts(all), [all]);
  const companies = useMemo(() => companiesOf(all), [all]);
  const filtered = filter.status !== null || filter.companyId !== null;
  const groups = useMemo(() => groupBySlot(slots, filterMeetings(all, filter), day), [slots, all, filter, day]);

  const changeStatus = async (meeting: Meeting, status: MeetingStatus) => {
    setPending((current) => new Set(current).add(meeting.id));
    setRefusals((current) => without(current, meeting.id));
    setAnnouncement("");
    try {
      await setStatus.trigger({ id: meeting.id, status });
      setAnnouncement(t("meetings.grid.changed", { status: t(STATUS_LABEL_KEYS[status]) }));
    } catch (error) {
      // the meeting keeps the status it had: only the server's reason appears beside it
      setRefusals((current) => new Map(current).set(meeting.id, failureText(error, t)));
    } finally {
      setPending((current) => {
        const next = new Set(current);
        next.delete(meeting.id);
        return next;
      });
    }
  };

  return (
    <>
      {meetings.error ? (
        <LoadError
          t={t}
          describe={failureText}
          title={t("meetings.meetingsError")}
          error={meetings.error}
          onRetry={() => void meetings.mutate()}
        />
      ) : meetings.data ? (
        <StatusCounts
          heading={t("meetings.counts.heading", { date: formatDate(day, lang, "weekday") })}
          counts={counts}
        />
      ) : (
        <Skeleton shape="block" />
      )}
      <MatchForm slots={slots} />
      {meetings.data && (
        <>
          <GridFilters filter={filter} companies={companies} onChange={setFilter} />
          <MeetingGrid
            groups={groups}
            filtered={filtered}
            pending={pending}
            refusals={refusals}
            onStatusChange={(meeting, status) => void changeStatus(meeting, status)}
          />
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

function without<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  if (!map.has(key)) return map;
  const next = new Map(map);
  next.delete(key);
  return next;
}

function GridSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-10 w-72" />
      <Skeleton shape="block" />
      <Skeleton shape="block" />
    </div>
  );
}
