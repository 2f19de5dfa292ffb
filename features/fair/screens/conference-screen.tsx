import { FeaturePage, ListSkeleton, LoadError } from "@blocks/feature-kit";
import type { ConferenceSession } from "@contracts/mice";
import { Badge, EmptyState, Tabs, TabsContent, TabsList, TabsTrigger } from "@ds";
import { Clock, MapPin, Mic } from "lucide-react";
import { useState } from "react";
import { type ConferenceProgramme, useConference } from "../api/get-conference";
import { useFairText } from "../components/use-fair-text";
import { useReaderTimeZone } from "../components/use-reader-time-zone";
import { dayMonthText, weekdayText } from "../model/fair-dates";
import { failureText } from "../model/messages";
import { sessionTimes, zoneCity } from "../model/session-times";

export type ConferenceScreenProps = {
  /** The day to open on ("2026-12-30", from the address's `?day=`); the first day otherwise. */
  day?: string | null;
  /** Another day was chosen: the site may put it in the address. */
  onDayChange?: (day: string) => void;
  /** The reader's time zone; the browser's by default. */
  timeZone?: string;
};

/**
 * `/mice/conference/conference-1` (public, rendered on the server): the programme, a tab per day of the edition,
 * each session with its time in Korea's time and, where the reader's clock differs, their own time beside it, the
 * room and track, the title and summary, and the speakers.
 */
export function ConferenceScreen({ day = null, onDayChange, timeZone }: ConferenceScreenProps) {
  const { t, lang } = useFairText();
  const conference = useConference(lang);
  return (
    <FeaturePage title={t("conference.title")}>
      <p className="text-base text-muted-foreground">{t("conference.lead")}</p>
      {conference.error && !conference.data ? (
        <LoadError
          t={t}
          describe={failureText}
          title={t("conference.error")}
          error={conference.error}
          onRetry={() => void conference.mutate()}
          retrySize="lg"
        />
      ) : !conference.data ? (
        <ListSkeleton label={t("shared.loading")} rows={["h-10", "h-36", "h-36", "h-36"]} />
      ) : conference.data.sessions.length === 0 ? (
        <EmptyState
          kind="events"
          titleAs="h2"
          title={t("conference.empty.title")}
          description={t("conference.empty.body")}
        />
      ) : (
        <Programme programme={conference.data} day={day} onDayChange={onDayChange} timeZone={timeZone} />
      )}
    </FeaturePage>
  );
}

/** The days that have sessions, in the edition's order (a session on a day the meta leaves out still shows). */
function programmeDays(programme: ConferenceProgramme): string[] {
  const withSessions = new Set(programme.sessions.map((session) => session.day));
  const listed = programme.days.filter((day) => withSessions.has(day));
  const unlisted = [...withSessions].filter((day) => !listed.includes(day)).sort();
  return [...listed, ...unlisted];
}

function Programme({
  programme,
  day,
  onDayChange,
  timeZone,
}: { programme: ConferenceProgramme } & ConferenceScreenProps) {
  const { t, lang } = useFairText();
  const readerZone = useReaderTimeZone(timeZone);
  const days = programmeDays(programme);
  const [chosen, setChosen] = useState(() => (day && days.includes(day) ? day : days[0]) ?? "");
  // the address may name another day later (the browser's back button): it is followed
  const [askedDay, setAskedDay] = useState(day);
  if (day !== askedDay) {
    setAskedDay(day);
    if (day && days.includes(day)) setChosen(day);
  }
  const choose = (next: string) => {
    setChosen(next);
    onDayChange?.(next);
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground" data-slot="fair-time-note">
        {t("conference.timeNote")}
      </p>
      <Tabs value={chosen} onValueChange={choose}>
        <TabsList aria-label={t("conference.days")}>
          {days.map((value, index) => (
            <TabsTrigger key={value} value={value}>
              {t("conference.dayTab", { number: index + 1, date: weekdayText(value, lang, t) })}
            </TabsTrigger>
          ))}
        </TabsList>
        {days.map((value) => (
          <TabsContent key={value} value={value} className="flex flex-col gap-3">
            <h2 className="sr-only">{weekdayText(value, lang, t)}</h2>
            <ol className="flex flex-col gap-3">
              {programme.sessions
                .filter((session) => session.day === value)
                .map((session) => (
                  <li key={session.id}>
                    <SessionCard session={session} programmeZone={programme.timeZone} readerZone={readerZone} />
                  </li>
                ))}
            </ol>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

function SessionCard({
  session,
  programmeZone,
  readerZone,
}: {
  session: ConferenceSession;
  programmeZone: string;
  readerZone: string;
}) {
  const { t, lang } = useFairText();
  const times = sessionTimes(session, programmeZone, readerZone, lang);
  const headingId = `fair-session-${session.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-slot="fair-session"
      className="@container flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 @lg:p-5"
    >
      <div className="flex flex-col gap-3 @xl:flex-row @xl:gap-6">
        <div className="flex shrink-0 flex-col gap-0.5 @xl:w-56" data-slot="fair-session-time">
          <p className="flex items-center gap-1.5 font-semibold text-foreground tabular-nums">
            <Clock aria-hidden="true" className="size-4 text-muted-foreground" />
            {t("conference.koreaTime", { time: times.programme })}
          </p>
          {times.local && (
            <p className="text-sm text-muted-foreground tabular-nums" data-slot="fair-session-local-time">
              {times.local.day
                ? t("conference.yourTimeOtherDay", {
                    time: times.local.time,
                    day: dayMonthText(times.local.day, lang, t),
                    zone: zoneCity(readerZone),
                  })
                : t("conference.yourTime", { time: times.local.time, zone: zoneCity(readerZone) })}
            </p>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge variant="outline" size="sm">
              {session.track}
            </Badge>
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("conference.room")} </span>
              {session.room}
            </span>
          </div>
          <h3 id={headingId} className="text-lg font-semibold break-words text-foreground">
            {session.title}
          </h3>
          <p className="text-sm text-foreground">{session.summary}</p>
          {session.speakers.length > 0 && (
            <div className="flex flex-col gap-1">
              <p className="flex items-center gap-1.5 text-sm font-medium text-foreground">
                <Mic aria-hidden="true" className="size-4 text-muted-foreground" />
                {t("conference.speakers")}
              </p>
              <ul className="flex flex-col gap-0.5 pl-5.5 text-sm">
                {session.speakers.map((speaker) => (
                  <li key={`${speaker.name}-${speaker.organisation}`}>
                    <span className="font-medium text-foreground">{speaker.name}</span>
                    <span className="text-muted-foreground">
                      {" · "}
                      {[speaker.role, speaker.organisation].filter(Boolean).join(", ")}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
