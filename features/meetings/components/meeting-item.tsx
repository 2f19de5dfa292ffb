import { InlineAlert, TextLink } from "@blocks/feature-kit";
import { type Meeting, type MeetingAction } from "@contracts/meetings";
import { Button, confirm } from "@ds";
import type { Area } from "@lib/session/areas";
import { CircleCheck, FilePen } from "lucide-react";
import { useState } from "react";
import { useMeetingAction } from "../api/meeting-action";
import { counterpartOf, recordState, visibleActions } from "../model/schedule";
import { failureText } from "../model/server-messages";
import { koreaPeriodText, showsOwnClock, zonePeriodText } from "../model/zone-time";
import { MeetingStatusBadge } from "./meeting-status-badge";
import { ReasonDialog } from "./reason-dialog";
import { useMeetingsText } from "./use-meetings-text";

/** The actions in the order a row offers them: the answer that moves things forward first. */
const ACTION_ORDER: readonly MeetingAction[] = [
  "confirm",
  "accept_cancel",
  "decline_cancel",
  "reject",
  "request_cancel",
  "cancel",
];

type ReasonAction = "reject" | "request_cancel";

export type MeetingItemProps = {
  meeting: Meeting;
  area: Area;
  now: Date;
  recordPath: (meetingId: number) => string;
  /** Says what changed, for screen readers (the row may move as its status changes). */
  onAnnounce: (text: string) => void;
};

/**
 * One meeting under its slot: who with, where, how many, its status as my side reads it, what I may do now (the
 * server's `actions`) and, once it has started, its record.
 */
export function MeetingItem({ meeting, area, now, recordPath, onAnnounce }: MeetingItemProps) {
  const { t, lang } = useMeetingsText();
  const action = useMeetingAction(area, lang);
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState<MeetingAction | null>(null);
  const other = counterpartOf(meeting);
  const name = other?.name ?? t("item.unknownCompany");
  const record = recordState(meeting, now);
  const theirTime = other && showsOwnClock(other.time_zone) ? zonePeriodText(meeting.slot, other.time_zone, t) : null;

  /** Throws on refusal: the row says it, or the reason dialog does while it is open. */
  const run = async (next: MeetingAction, reason?: string) => {
    setProblem(null);
    setRunning(next);
    try {
      await action.trigger({ id: meeting.id, action: next, reason });
      onAnnounce(t(`actions.done.${next}`, { name }));
    } finally {
      setRunning(null);
    }
  };

  const start = async (next: MeetingAction) => {
    setProblem(null);
    if (next === "reject" || next === "request_cancel") {
      setAsking(next);
      return;
    }
    if (next !== "confirm") {
      const yes = await confirm({
        title: t(`actions.ask.${next}.title`),
        message: t(`actions.ask.${next}.body`, { name, time: koreaPeriodText(meeting.slot, t) }),
        intent: next === "decline_cancel" ? "default" : "danger",
        confirmLabel: t(`actions.ask.${next}.yes`),
        cancelLabel: t("actions.ask.no"),
      });
      if (!yes) return;
    }
    try {
      await run(next);
    } catch (error) {
      setProblem(failureText(error, t));
    }
  };

  const offered = visibleActions(meeting, now);
  const actions = ACTION_ORDER.filter((a) => offered.includes(a));
  const ended = meeting.status === "rejected" || meeting.status === "canceled";

  return (
    <li
      aria-label={t("item.label", { name })}
      data-status={meeting.status}
      className="flex flex-col gap-2 rounded-md border border-border bg-surface p-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className={ended ? "font-semibold text-muted-foreground" : "font-semibold text-foreground"}>{name}</h4>
        <MeetingStatusBadge meeting={meeting} size="sm" />
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <Fact label={t("item.booth")} value={meeting.booth_no ?? t("item.boothUnknown")} />
        <Fact label={t("item.attendees")} value={String(meeting.attendees)} />
        {theirTime && <Fact label={t("item.theirTime")} value={theirTime} />}
      </dl>
      {meeting.message && (
        <p className="text-sm break-words text-foreground">
          <span className="text-muted-foreground">{t("item.message")} </span>
          {meeting.message}
        </p>
      )}
      {meeting.reason && (meeting.status === "rejected" || meeting.status === "cancel_requested" || ended) && (
        <p className="text-sm break-words text-foreground">
          <span className="text-muted-foreground">{t("item.reason")} </span>
          {meeting.reason}
        </p>
      )}
      {(actions.length > 0 || record === "open" || record === "filed") && (
        <div className="flex flex-wrap items-center gap-2">
          {actions.map((next) => (
            <Button
              key={next}
              size="sm"
              intent={next === "confirm" || next === "accept_cancel" ? "primary" : "outline"}
              loading={running === next}
              disabled={running !== null && running !== next}
              onClick={() => void start(next)}
            >
              {t(`actions.${next}`)}
            </Button>
          ))}
          {record === "open" && (
            <TextLink to={recordPath(meeting.id)} className="inline-flex items-center gap-1.5 text-sm">
              <FilePen aria-hidden="true" className="size-4" />
              {t("item.fileRecord")}
            </TextLink>
          )}
          {record === "filed" && (
            <span className="inline-flex items-center gap-1.5 text-sm text-foreground">
              <CircleCheck aria-hidden="true" className="size-4" />
              {t("item.recordFiled")}
              <TextLink to={recordPath(meeting.id)} aria-label={t("item.editRecordLabel", { name })}>
                {t("item.editRecord")}
              </TextLink>
            </span>
          )}
        </div>
      )}
      {problem && <InlineAlert>{problem}</InlineAlert>}
      <ReasonDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={asking ? t(`actions.reason.${asking}.title`, { name }) : ""}
        description={asking ? t(`actions.reason.${asking}.body`, { name }) : ""}
        submitLabel={asking ? t(`actions.reason.${asking}.submit`) : ""}
        onSubmit={async (reason) => {
          if (asking) await run(asking, reason);
        }}
      />
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-foreground">{value}</dd>
    </div>
  );
}
