import { PAID_RESERVATION_STATUSES, type ReservationStatus } from "@contracts/reservations";
import { and, desc, eq } from "drizzle-orm";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import type { DbOrTx } from "../auth/sessions";
import type { ShopContext } from "./context";
import { reservationError } from "./errors";
import { lockReservation, refundAndCancel } from "./manage";
import { reservationHistory, reservations } from "./tables";
import type { ReservationRow } from "./view";

// The console's decisions on a reservation that no member's or payment's path makes (ADR 0034): refusing a
// cancellation request, and an operator's own cancel with a refund. Each runs as its operator, with its audit entry.

/** What an operator's refund may cancel: a paid order, requested or not (unpaid ones the member cancels freely). */
const REFUNDABLE = PAID_RESERVATION_STATUSES;

/**
 * The status a reservation had before its cancellation was requested, from its history (the latest move into
 * `cancel_requested`); for an order older than the history, what its own dates say.
 */
async function statusBeforeRequest(tx: DbOrTx, row: ReservationRow): Promise<ReservationStatus> {
  const [entry] = await tx
    .select({ from: reservationHistory.fromStatus })
    .from(reservationHistory)
    .where(and(eq(reservationHistory.reservationId, row.id), eq(reservationHistory.toStatus, "cancel_requested")))
    .orderBy(desc(reservationHistory.id))
    .limit(1);
  if (entry?.from && entry.from !== "cancel_requested" && entry.from !== "cancelled") return entry.from;
  return row.confirmedAt ? "confirmed" : "requested";
}

/**
 * Operator: refuse a member's cancellation request. The reservation goes back to the status it had before the
 * request (the member's page shows it as before: no request pending, cancellable again); the reason is kept in the
 * audit trail. 409 when no cancellation is requested.
 */
export async function refuseCancel(
  ctx: ShopContext,
  id: number,
  actor: Actor,
  reason: string,
): Promise<ReservationRow> {
  const now = ctx.now();
  return asActor(ctx.db, actor, async (tx) => {
    const row = await lockReservation(tx, id);
    if (row.status !== "cancel_requested") throw reservationError(409, "notCancelRequested");
    const back = await statusBeforeRequest(tx, row);
    const [restored] = await tx
      .update(reservations)
      .set({ status: back, cancelRequestedAt: null, cancelNote: "", updatedAt: now })
      .where(and(eq(reservations.id, id), eq(reservations.status, "cancel_requested")))
      .returning();
    if (!restored) throw reservationError(409, "notCancelRequested");
    await recordAudit(tx, actor, {
      subject: "reservation",
      subjectId: id,
      action: "cancel_refused",
      detail: { reason, status: { from: "cancel_requested", to: back }, request_note: row.cancelNote },
    });
    return restored;
  });
}

/**
 * Operator: cancel a paid reservation and give its money back through the provider that took it (a bank deposit is
 * owed back by hand and listed among the refunds), with places, coupon and points. 409 when it is not paid or
 * already cancelled; 503 when the provider fails, with nothing changed.
 */
export async function refundByOperator(
  ctx: ShopContext,
  id: number,
  actor: Actor,
  reason: string,
): Promise<ReservationRow> {
  const now = ctx.now();
  return asActor(ctx.db, actor, async (tx) => {
    const row = await lockReservation(tx, id);
    const refused = () => reservationError(409, "notRefundable");
    if (!REFUNDABLE.includes(row.status)) throw refused();
    const { cancelled, refunded } = await refundAndCancel(tx, ctx, row, { from: REFUNDABLE, reason, now, refused });
    await recordAudit(tx, actor, {
      subject: "reservation",
      subjectId: id,
      action: "refunded",
      detail: { reason, status: { from: row.status, to: "cancelled" }, refunded, currency: row.currency },
    });
    return cancelled;
  });
}
