export { MeetingStatusBadge, ReservationStatusBadge, StatusBadge } from "./status-badge";
export type { FamilyStatusBadgeProps, StatusBadgeProps } from "./status-badge";
export { meetingStatusDisplay, reservationStatusDisplay } from "./status-families";
export type {
  MeetingStatus,
  MeetingStatusKey,
  ReservationStatus,
  ReservationStatusKey,
  StatusDisplay,
  StatusTone,
} from "./status-families";
