import type { Meeting } from "@contracts/meetings";

/** The badge of a meeting as one side reads it (the colour only repeats the words). */
export type BadgeKey =
  | "sentRequest"
  | "receivedRequest"
  | "confirmed"
  | "adminMatching"
  | "cancelAskedByMe"
  | "cancelAskedOfMe"
  | "rejected"
  | "canceled";

export type BadgeTone = "neutral" | "primary" | "success" | "danger" | "info" | "warning";

export type MeetingBadge = { key: BadgeKey; tone: BadgeTone };

/**
 * A request reads "Awaiting reply" to the company that sent it and "Waiting for you" to the one that must answer;
 * a cancel request likewise. Without `my_role` (never for participants) the sender's view is the safe one: it
 * promises no action.
 */
export function meetingBadge(
  meeting: Pick<Meeting, "status" | "requested_by" | "cancel_requested_by" | "my_role">,
): MeetingBadge {
  const me = meeting.my_role;
  switch (meeting.status) {
    case "requested":
      return me !== null && meeting.requested_by !== me
        ? { key: "receivedRequest", tone: "warning" }
        : { key: "sentRequest", tone: "neutral" };
    case "confirmed":
      return { key: "confirmed", tone: "success" };
    case "admin_matching":
      return { key: "adminMatching", tone: "primary" };
    case "cancel_requested":
      return me !== null && meeting.cancel_requested_by !== me
        ? { key: "cancelAskedOfMe", tone: "warning" }
        : { key: "cancelAskedByMe", tone: "info" };
    case "rejected":
      return { key: "rejected", tone: "danger" };
    case "canceled":
      return { key: "canceled", tone: "neutral" };
  }
}
