import type { Meeting } from "@contracts/meetings";
import { StatusBadge } from "@ds";
import { meetingBadge } from "../model/meeting-badge";
import { useMeetingsText } from "./use-meetings-text";

/** A meeting's status as my side reads it ("Awaiting reply" to the sender, "Waiting for you" to the receiver). */
export function MeetingStatusBadge({
  meeting,
  size = "md",
}: {
  meeting: Pick<Meeting, "status" | "requested_by" | "cancel_requested_by" | "my_role">;
  size?: "sm" | "md";
}) {
  const { t } = useMeetingsText();
  const { key, tone } = meetingBadge(meeting);
  return <StatusBadge data-status={meeting.status} tone={tone} label={t(`status.${key}`)} size={size} />;
}
