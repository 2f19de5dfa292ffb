import { InlineAlert, ListSkeleton, LoadError, SignedOut } from "@blocks/feature-kit";
import { failureText } from "../model/server-messages";
import type { Meeting, MySlot } from "@contracts/meetings";
import { Badge, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarClock } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { useMyMeetings } from "../api/list-my-meetings";
import { useMySlots } from "../api/list-my-slots";
import { useMyBusiness } from "../api/my-business";
import { AgendaButton } from "../components/agenda-button";
import { MeetingsPage } from "../components/meetings-page";
import { ParticipationNotice } from "../components/participation-notice";
import { SlotRow } from "../components/slot-row";
import { useMeetingsText } from "../components/use-meetings-text";
import {
  defaultDay,
  groupSlotsByDay,
  meetingsBySlot,
  myTimeZone,
  needsProfileZone,
  waitingForMe,
} from "../model/schedule";
import { isUnauthorized, participationProblem } from "../model/server-messages";

export type MyMeetingsPaths = {
  /** The record page of a meeting (`/sitmmt/ppipsa/mypage/meetings/{id}/record`). */
  record: (meetingId: number) => string;
  /** Where a company without a profile or an approved application goes (`mypage/business/application`). */
  application: string;
};

export type MyMeetingsScreenProps = { paths: MyMeetingsPaths; area?: Area };

/**
 * `/sitmmt/ppipsa/mypage/meetings` (spec points 3 and 4): my schedule as a day grid. One row per slot, in Korea
 * time and on my clock, with every meeting of mine in it (the booked one, and the requests sent and received that
 * share the slot), what I may do with each, my availability where it can still change, the agenda file, and the
 * record once a meeting has started.
 */
export function MyMeetingsScreen({ paths, area = "accreditation" }: MyMeetingsScreenProps) {
  const { t, lang } = useMeetingsText();
  const loggedIn = useIsLoggedIn(area);
  const slots = useMySlots(area);
  const meetings = useMyMeetings(area, lang);
  const profile = useMyBusiness(area, needsProfileZone(meetings.data));
  const [agendaProblem, setAgendaProblem] = useState<string | null>(null);
  const problem = participationProblem(slots.error) ?? participationProblem(meetings.error);
  const failed = slots.error ?? meetings.error;
  const slotList = slots.data;
  const meetingList = meetings.data;
  const ready = slotList !== undefined && meetingList !== undefined;

  let content: ReactNode;
  if (!loggedIn || isUnauthorized(failed)) content = <SignedOut t={t} />;
  else if (problem) content = <ParticipationNotice problem={problem} applicationPath={paths.application} />;
  else if (failed) {
    content = (
      <LoadError
        t={t}
        describe={failureText}
        title={t("schedule.loadError")}
        error={failed}
        onRetry={() => {
          void slots.mutate();
          void meetings.mutate();
        }}
      />
    );
  } else if (slotList === undefined || meetingList === undefined) {
    content = <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-28", "h-28"]} />;
  } else if (slotList.length === 0) {
    content = (
      <EmptyState
        icon={<CalendarClock aria-hidden="true" />}
        titleAs="h2"
        title={t("schedule.empty.title")}
        description={t("schedule.empty.body")}
      />
    );
  } else {
    content = (
      <Schedule
        slots={slotList}
        meetings={meetingList}
        myZone={myTimeZone(meetingList, profile.data?.profile?.time_zone)}
        area={area}
        paths={paths}
      />
    );
  }

  const showAgenda = loggedIn && ready && !failed;
  return (
    <MeetingsPage
      title={t("schedule.heading")}
      intro={t("schedule.intro")}
      aside={showAgenda ? <AgendaButton area={area} onFailure={setAgendaProblem} /> : undefined}
    >
      {agendaProblem && showAgenda && <InlineAlert>{agendaProblem}</InlineAlert>}
      {content}
    </MeetingsPage>
  );
}

function Schedule({
  slots,
  meetings,
  myZone,
  area,
  paths,
}: {
  slots: MySlot[];
  meetings: Meeting[];
  myZone: string | null;
  area: Area;
  paths: MyMeetingsPaths;
}) {
  const { t, lang } = useMeetingsText();
  const [now] = useState(() => new Date());
  const days = useMemo(() => groupSlotsByDay(slots), [slots]);
  const bySlot = useMemo(() => meetingsBySlot(meetings), [meetings]);
  const [chosen, setChosen] = useState<string | null>(null);
  const day =
    chosen && days.some((d) => d.day === chosen)
      ? chosen
      : defaultDay(
          days.map((d) => d.day),
          now,
        );
  const [announcement, setAnnouncement] = useState("");

  return (
    <>
      <Tabs value={day ?? undefined} onValueChange={setChosen}>
        <TabsList aria-label={t("schedule.days")}>
          {days.map((d) => {
            const waiting = waitingForMe(meetings, d.day);
            return (
              <TabsTrigger key={d.day} value={d.day}>
                {formatDate(d.day, lang, "weekday")}
                {waiting > 0 && (
                  <Badge variant="warning" size="sm">
                    <span aria-hidden="true">{waiting}</span>
                    <span className="sr-only">{t("schedule.waiting", { count: waiting })}</span>
                  </Badge>
                )}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {days.map((d) => (
          <TabsContent key={d.day} value={d.day}>
            {/* the rows' times are h3: the day is their (visually the tab's) heading */}
            <h2 id={`day-${d.day}`} className="sr-only">
              {t("schedule.slotsOf", { day: formatDate(d.day, lang, "weekday") })}
            </h2>
            <ul aria-labelledby={`day-${d.day}`} className="flex flex-col gap-3">
              {d.slots.map((slot) => (
                <SlotRow
                  key={slot.id}
                  slot={slot}
                  meetings={bySlot.get(slot.id) ?? []}
                  myZone={myZone}
                  area={area}
                  now={now}
                  recordPath={paths.record}
                  onAnnounce={setAnnouncement}
                />
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
