import type { ReservationStatus } from "@contracts/reservations";
import { StatusBadge, type StatusTone } from "@ds";
import { useReservationsAdminText } from "./use-reservations-admin-text";

const TONES: Record<ReservationStatus, StatusTone> = {
  waiting: "warning",
  pending: "warning",
  requested: "info",
  confirmed: "success",
  cancel_requested: "danger",
  cancelled: "neutral",
};

/** A reservation's exact status as operators need it (a member sees only its group). */
export function StatusLabel({ status }: { status: ReservationStatus }) {
  const { t } = useReservationsAdminText();
  return <StatusBadge size="sm" tone={TONES[status]} label={t(`statuses.${status}`)} />;
}
