import { InlineAlert } from "@blocks/feature-kit";
import type { Meeting, MySlot } from "@contracts/meetings";
import { Switch } from "@ds";
import type { Area } from "@lib/session/areas";
import { Ban } from "lucide-react";
import { useId, useState } from "react";
import { useSetAvailability } from "../api/set-availability";
import { slotAvailability } from "../model/schedule";
import { failureText } from "../model/server-messages";
import { koreaPeriodText, showsOwnClock, zonePeriodText } from "../model/zone-time";
import { MeetingItem } from "./meeting-item";
import { useMeetingsText } from "./use-meetings-text";

export type SlotRowProps = {
  slot: MySlot;
  /** My meetings in this slot, the one that holds it first. */
  meetings: readonly Meeting[];
  myZone: string | null;
  area: Area;
  now: Date;
  recordPath: (meetingId: number) => string;
  onAnnounce: (text: string) => void;
};

/**
 * One slot of the day: its time in Korea and on my clock, my availability where it can still change, and every
 * meeting of mine in it — the booked one and the requests that share the slot.
 */
export function SlotRow({ slot, meetings, myZone, area, now, recordPath, onAnnounce }: SlotRowProps) {
  const { t } = useMeetingsText();
  const headingId = useId();
  const setAvailability = useSetAvailability(area);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const state = slotAvailability(slot, meetings, now);
  const myTime = showsOwnClock(myZone) ? zonePeriodText(slot, myZone, t) : null;

  const toggle = async (available: boolean) => {
    setProblem(null);
    setBusy(true);
    try {
      await setAvailability(slot.id, available);
      onAnnounce(t(available ? "availability.nowOn" : "availability.nowOff", { time: koreaPeriodText(slot, t) }));
    } catch (error) {
      setProblem(failureText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 sm:flex-row sm:items-start"
      >
        <div className="flex shrink-0 flex-col gap-0.5 sm:w-52">
          <h3 id={headingId} className="font-semibold text-foreground tabular-nums">
            {koreaPeriodText(slot, t)}
          </h3>
          {myTime && <p className="text-sm text-muted-foreground">{t("row.myTime", { time: myTime })}</p>}
          <div className="mt-2">
            {state === "switch" && (
              <Switch
                size="sm"
                checked={slot.available}
                disabled={busy}
                onCheckedChange={(checked) => void toggle(checked)}
                label={t(slot.available ? "availability.on" : "availability.off")}
              />
            )}
            {state === "closed" && (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Ban aria-hidden="true" className="size-4" />
                {t("availability.closed")}
              </p>
            )}
          </div>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          {meetings.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(emptyKey(state, slot.available))}</p>
          ) : (
            <ul aria-label={t("row.meetings")} className="flex flex-col gap-2">
              {meetings.map((meeting) => (
                <MeetingItem
                  key={meeting.id}
                  meeting={meeting}
                  area={area}
                  now={now}
                  recordPath={recordPath}
                  onAnnounce={onAnnounce}
                />
              ))}
            </ul>
          )}
          {problem && <InlineAlert>{problem}</InlineAlert>}
        </div>
      </article>
    </li>
  );
}

function emptyKey(state: ReturnType<typeof slotAvailability>, available: boolean): string {
  if (state === "closed") return "row.emptyClosed";
  if (state === "past") return "row.emptyPast";
  return available ? "row.emptyOpen" : "row.emptyUnavailable";
}
