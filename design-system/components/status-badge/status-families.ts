/**
 * Status families: pure mappings from the server's status strings to what a badge shows (a tone and a message
 * key). A new family (survey, application...) is one more mapping here plus a thin badge; `StatusBadge` itself
 * never changes.
 */

/** The colour family of a status; the label always carries the meaning, the tone only repeats it. */
export type StatusTone = "neutral" | "primary" | "success" | "danger" | "info" | "warning";

/** What a status looks like: a tone and the key of its label in the family's messages. */
export type StatusDisplay<Key extends string> = { key: Key; tone: StatusTone };

/** Server strings vary in case and separators (`cancel_requested`, `Cancel requested`, `cancel-requested`). */
function normalise(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

// ---------------------------------------------------------------------------------------------------------------
// Reservations

export type ReservationStatus = "waiting" | "pending" | "requested" | "confirmed" | "cancel_requested" | "cancelled";
export type ReservationStatusKey = "pending" | "confirmed" | "cancelRequested" | "cancelled" | "unknown";

const reservationStatuses: Record<ReservationStatus, StatusDisplay<ReservationStatusKey>> = {
  // bank transfer waits for the deposit: to the customer it is simply pending
  waiting: { key: "pending", tone: "warning" },
  pending: { key: "pending", tone: "warning" },
  // the spec shows a request as already confirmed
  requested: { key: "confirmed", tone: "success" },
  confirmed: { key: "confirmed", tone: "success" },
  cancel_requested: { key: "cancelRequested", tone: "info" },
  cancelled: { key: "cancelled", tone: "neutral" },
};

const reservationAliases: Record<string, ReservationStatus> = { canceled: "cancelled" };

/** How a reservation status is shown (spec: waiting/pending -> Pending, requested/confirmed -> Confirmed). */
export function reservationStatusDisplay(status: string): StatusDisplay<ReservationStatusKey> {
  const key = normalise(status);
  const known = reservationAliases[key] ?? key;
  return Object.hasOwn(reservationStatuses, known)
    ? reservationStatuses[known as ReservationStatus]
    : { key: "unknown", tone: "neutral" };
}

// ---------------------------------------------------------------------------------------------------------------
// Meeting schedules (travel mart buyers and sellers)

export type MeetingStatus = "requested" | "confirmed" | "rejected" | "canceled" | "cancel_requested" | "admin_matching";
export type MeetingStatusKey =
  "requested" | "confirmed" | "rejected" | "canceled" | "cancelRequested" | "adminMatching" | "unknown";

const meetingStatuses: Record<MeetingStatus, StatusDisplay<MeetingStatusKey>> = {
  requested: { key: "requested", tone: "warning" },
  confirmed: { key: "confirmed", tone: "success" },
  rejected: { key: "rejected", tone: "danger" },
  canceled: { key: "canceled", tone: "neutral" },
  cancel_requested: { key: "cancelRequested", tone: "info" },
  admin_matching: { key: "adminMatching", tone: "primary" },
};

const meetingAliases: Record<string, MeetingStatus> = { cancelled: "canceled", cancel_request: "cancel_requested" };

/** How a meeting schedule status is shown. */
export function meetingStatusDisplay(status: string): StatusDisplay<MeetingStatusKey> {
  const key = normalise(status);
  const known = meetingAliases[key] ?? key;
  return Object.hasOwn(meetingStatuses, known)
    ? meetingStatuses[known as MeetingStatus]
    : { key: "unknown", tone: "neutral" };
}
