import type { AdminReservation } from "@contracts/reservations";
import type { Decision } from "../api/reservations";

/** What the signed-in role may do (the console kit's `useConsoleAccess`). */
type Access = { canWrite: boolean; canMoveMoney: boolean };

/** The decisions a reservation's status allows, those the role may take (the server refuses the rest anyway). */
export function decisionsFor(reservation: AdminReservation, access: Access) {
  const offered: Decision[] = [];
  if (!access.canWrite) return offered;
  if (reservation.status === "waiting") offered.push("deposit");
  if (reservation.status === "cancel_requested") {
    if (access.canMoveMoney) offered.push("approve");
    offered.push("refuse");
  }
  if (
    access.canMoveMoney &&
    (reservation.status === "requested" || reservation.status === "confirmed") &&
    reservation.refundable > 0
  )
    offered.push("refund");
  return offered;
}
