import { MEETING_STATUSES, type Meeting, type MeetingStatus } from "@contracts/meetings";
import { Badge, Select, SelectItem, StatusBadge, meetingStatusDisplay } from "@ds";
import { Lock } from "lucide-react";
import { useId } from "react";
import { type SlotGroup, operatorMaySet, slotPeriod } from "../model/grid";
import { REQUESTER_LABEL_KEYS, STATUS_LABEL_KEYS } from "../model/labels";
import { useAdminText } from "./use-admin-text";

export type MeetingGridProps = {
  /** One row per slot of the day, with the meetings the filters keep. */
  groups: readonly SlotGroup[];
  /** A filter is on: an empty slot then says that nothing matches, not that nothing is booked. */
  filtered: boolean;
  /** Meetings whose status change is on its way. */
  pending: ReadonlySet<number>;
  /** The server's refusal of a status change, by meeting, in the page's language. */
  refusals: ReadonlyMap<number, string>;
  onStatusChange: (meeting: Meeting, status: MeetingStatus) => void;
};

/** The whole grid of a day: each slot (closed ones marked) with every meeting booked or asked for in it. */
export function MeetingGrid({ groups, filtered, pending, refusals, onStatusChange }: MeetingGridProps) {
  const { t } = useAdminText();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {t("meetings.grid.heading")}
      </h2>
      <ol className="flex flex-col gap-3">
        {groups.map(({ slot, meetings }) => (
          <li
            key={slot.id}
            data-slot-id={slot.id}
            className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[8rem_1fr]"
          >
            <div className="flex flex-row flex-wrap items-center gap-2 sm:flex-col sm:items-start">
              <h3 className="font-semibold text-foreground tabular-nums">{slotPeriod(slot)}</h3>
              {!slot.active && (
                <Badge variant="neutral" size="sm">
                  <Lock aria-hidden="true" />
                  {t("meetings.grid.closed")}
                </Badge>
              )}
            </div>
            {meetings.length === 0 ? (
              <p className="self-center text-sm text-muted-foreground">
                {t(filtered ? "meetings.grid.noMatches" : "meetings.grid.noMeetings")}
              </p>
            ) : (
              <ul className="flex flex-col gap-2">
                {meetings.map((meeting) => (
                  <MeetingItem
                    key={meeting.id}
                    meeting={meeting}
                    busy={pending.has(meeting.id)}
                    refusal={refusals.get(meeting.id) ?? null}
                    onStatusChange={onStatusChange}
                  />
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function MeetingItem({
  meeting,
  busy,
  refusal,
  onStatusChange,
}: {
  meeting: Meeting;
  busy: boolean;
  refusal: string | null;
  onStatusChange: (meeting: Meeting, status: MeetingStatus) => void;
}) {
  const { t } = useAdminText();
  const refusalId = useId();
  const display = meetingStatusDisplay(meeting.status);
  return (
    <li
      data-meeting-id={meeting.id}
      className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-start sm:justify-between"
    >
      <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted-foreground">{t("meetings.grid.buyer")}</dt>
        <dd className="font-medium break-words text-foreground">{meeting.buyer.name}</dd>
        <dt className="text-muted-foreground">{t("meetings.grid.seller")}</dt>
        <dd className="font-medium break-words text-foreground">{meeting.seller.name}</dd>
        <dt className="text-muted-foreground">{t("meetings.grid.booth")}</dt>
        <dd className="text-foreground">{meeting.booth_no ?? t("shared.notSet")}</dd>
        <dt className="text-muted-foreground">{t("meetings.grid.requestedBy")}</dt>
        <dd className="text-foreground">{t(REQUESTER_LABEL_KEYS[meeting.requested_by])}</dd>
      </dl>
      <div className="flex shrink-0 flex-col gap-2 sm:items-end">
        <StatusBadge size="sm" tone={display.tone} label={t(STATUS_LABEL_KEYS[meeting.status])} />
        <Select
          size="sm"
          className="w-44"
          value={meeting.status}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t("meetings.grid.statusFor", { buyer: meeting.buyer.name, seller: meeting.seller.name })}
          aria-describedby={refusal ? refusalId : undefined}
          onValueChange={(value) => {
            if (value !== meeting.status) onStatusChange(meeting, value as MeetingStatus);
          }}
        >
          {MEETING_STATUSES.map((status) => (
            <SelectItem key={status} value={status} disabled={!operatorMaySet(status)}>
              {t(STATUS_LABEL_KEYS[status])}
            </SelectItem>
          ))}
        </Select>
        {refusal && (
          <p id={refusalId} role="alert" className="max-w-xs text-sm text-danger sm:text-right">
            {refusal}
          </p>
        )}
      </div>
    </li>
  );
}
