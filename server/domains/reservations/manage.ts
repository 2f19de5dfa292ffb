import type { PageMeta } from "@contracts/envelope";
import { fromMinor } from "@contracts/money";
import { cancelProblem, DEPARTED_MESSAGE_KO } from "@contracts/reservation-deadlines";
import {
  type AdminReservationStatusFilter,
  cancelOutcome,
  type ReservationChannel,
  type ReservationFilter,
  type ReservationStatus,
} from "@contracts/reservations";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { payments } from "../payments/tables";
import { reservations } from "./tables";
import { paymentOfReservation, refundableMinor, refundPart } from "../payments/refunds";
import { paidNow, type ShopContext } from "./context";
import { AppError } from "../../platform/http/errors";
import { reservationCode, reservationError, reservationNotFound } from "./errors";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import type { Lang } from "./view";
import { cancelAndRelease } from "./release";
import type { ReservationRow } from "./view";
import { pageMeta, pageOffset } from "../../platform/db/paging";

const GROUP_STATUSES: Record<Exclude<ReservationFilter, "all">, ReservationStatus[]> = {
  pending: ["waiting", "pending"],
  confirmed: ["requested", "confirmed"],
  cancel_requested: ["cancel_requested"],
  cancelled: ["cancelled"],
};

/** The statuses a list filter means: a group's, or the one status named. */
export function statusesOf(filter: AdminReservationStatusFilter): ReservationStatus[] | undefined {
  if (filter === "all") return undefined;
  return filter in GROUP_STATUSES ? GROUP_STATUSES[filter as Exclude<ReservationFilter, "all">] : [filter];
}

const EXPIRY_REASONS = new Set(["deposit_expired", "payment_expired"]);

/** The member's own reservation; another member's is "not found" so its existence is not revealed. */
export async function ownReservation(ctx: ShopContext, memberId: number, id: number): Promise<ReservationRow> {
  const [row] = await ctx.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.memberId, memberId)));
  if (!row) throw reservationNotFound();
  return row;
}

export async function listReservationRows(
  ctx: ShopContext,
  filter: {
    memberId?: number;
    status: AdminReservationStatusFilter;
    channel?: ReservationChannel;
    page: number;
    per_page: number;
  },
  /** Further conditions (the console's filters). */
  more: readonly SQL[] = [],
): Promise<{ rows: ReservationRow[]; meta: PageMeta }> {
  const conditions: SQL[] = [...more];
  if (filter.memberId !== undefined) conditions.push(eq(reservations.memberId, filter.memberId));
  const statuses = statusesOf(filter.status);
  if (statuses) conditions.push(inArray(reservations.status, statuses));
  if (filter.channel) conditions.push(eq(reservations.channel, filter.channel));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await ctx.db.select({ n: count() }).from(reservations).where(where);
  const total = counted?.n ?? 0;
  const rows = await ctx.db
    .select()
    .from(reservations)
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(filter.per_page)
    .offset(pageOffset(filter));
  return {
    rows,
    meta: pageMeta(filter, total),
  };
}

function refusedCancel(row: ReservationRow) {
  if (row.status === "cancel_requested") return reservationError(409, "alreadyCancelRequested");
  return reservationError(
    409,
    row.cancelReason && EXPIRY_REASONS.has(row.cancelReason) ? "expired" : "alreadyCancelled",
  );
}

/** 409: the trip has started; the message in the reader's language (the page shows it as it comes). */
function departedError(lang: Lang) {
  const error = reservationError(409, "departed");
  return lang === "ko" ? new AppError(409, reservationCode("departed"), DEPARTED_MESSAGE_KO) : error;
}

/** How a cancel ends: at once (places back, a payment refunded) or as a request the operators decide on. */
export type CancelPolicy = (row: ReservationRow, now: Date) => "cancelled" | "cancel_requested";

/** The shop's: an unpaid order ends at once, a paid one waits for the operator. */
const shopPolicy: CancelPolicy = (row) => cancelOutcome(row.status);

/**
 * A member's cancel: an unpaid order ends at once and gives everything back; a paid one waits for the operator.
 * Nothing is cancelled once the trip has departed. The row is locked first, so two cancels (or a cancel and the
 * expiry job) never both act.
 */
export async function cancelByMember(ctx: ShopContext, memberId: number, id: number, note: string, lang: Lang = "en") {
  return cancelOwn(ctx, and(eq(reservations.id, id), eq(reservations.memberId, memberId)), note, lang, shopPolicy);
}

/**
 * Cancels the one reservation `which` finds, as `policy` says: at once (a payment taken is refunded through its
 * provider while the row stays locked; a failed refund changes nothing, 503) or as a request. Shared by the shop's
 * members and the summit's guests (ADR 0027).
 */
export async function cancelOwn(
  ctx: ShopContext,
  which: SQL | undefined,
  note: string,
  lang: Lang,
  policy: CancelPolicy,
): Promise<ReservationRow> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(which).for("update");
    if (!row) throw reservationNotFound();
    const problem = cancelProblem(
      { status: row.status, departure_date: row.departureDate, departure_time: row.departureTime },
      now,
    );
    if (problem === "departed") throw departedError(lang);
    if (problem) throw refusedCancel(row);
    if (policy(row, now) === "cancelled") {
      await refundPayment(tx, ctx, row, note || "Cancelled by the traveller", now);
      const cancelled = await cancelAndRelease(tx, row.id, [row.status], "member", now, note);
      if (!cancelled) throw refusedCancel(row);
      return cancelled;
    }
    const [requested] = await tx
      .update(reservations)
      .set({ status: "cancel_requested", cancelRequestedAt: now, cancelNote: note, updatedAt: now })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
      .returning();
    if (!requested) throw refusedCancel(row);
    return requested;
  });
}

/**
 * Gives back the money of a reservation's payment, if one was taken: through the provider that took it (a bank
 * deposit is returned by the operators by hand), then marks it refunded. Call with the reservation row locked.
 */
export async function refundPayment(tx: DbOrTx, ctx: ShopContext, row: ReservationRow, reason: string, now: Date) {
  const payment = await paymentOfReservation(tx, row.id);
  if (!payment || payment.status !== "done") return;
  // what a part refunded before (a traveller's pass) left of it
  const remaining = refundableMinor(payment);
  if (remaining > 0)
    await refundPart(tx, ctx, payment, { amountMinor: remaining, reason, key: `reservation:${row.id}` }, now);
  else await tx.update(payments).set({ status: "refunded", refundedAt: now }).where(eq(payments.id, payment.id));
}

/**
 * Operator: a bank transfer (or QR pass payment at the counter) arrived: waiting -> confirmed, with its payment row,
 * in one transaction as `actor` with its audit entry. Of two operators recording it at once, one wins (the guarded
 * UPDATE); the other gets 409.
 */
export async function recordDeposit(ctx: ShopContext, id: number, actor: Actor): Promise<ReservationRow> {
  const now = ctx.now();
  const confirmed = await asActor(ctx.db, actor, async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ status: "confirmed", paidAt: now, confirmedAt: now, updatedAt: now })
      .where(and(eq(reservations.id, id), eq(reservations.status, "waiting")))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.id, id));
      if (!exists) throw reservationNotFound();
      throw reservationError(409, "notAwaitingDeposit");
    }
    await tx.insert(payments).values({
      reservationId: row.id,
      provider: "bank",
      method: row.paymentMethod,
      paymentKey: `bank_${row.orderId}`,
      amountMinor: row.totalMinor,
      currency: row.currency,
      raw: { recorded_by: "operator" },
      approvedAt: now,
    });
    await recordAudit(tx, actor, {
      subject: "reservation",
      subjectId: row.id,
      action: "deposit_recorded",
      detail: {
        status: { from: "waiting", to: "confirmed" },
        amount: fromMinor(row.totalMinor, row.currency),
        currency: row.currency,
      },
    });
    return row;
  });
  await paidNow(ctx, confirmed);
  return confirmed;
}

/**
 * Cancels a locked reservation that is in one of `from`, refunding what was paid through the provider that took it
 * and giving back places, coupon and points. Returns the cancelled row and what went back (in the order's currency).
 * The row stays locked while the provider refunds, so a second decision waits and then finds it cancelled; a failed
 * refund throws 503 and the caller's transaction writes nothing.
 */
export async function refundAndCancel(
  tx: DbOrTx,
  ctx: ShopContext,
  row: ReservationRow,
  change: { from: readonly ReservationStatus[]; reason: string; now: Date; refused: () => Error },
): Promise<{ cancelled: ReservationRow; refunded: number }> {
  const before = await paymentOfReservation(tx, row.id);
  const owed = before && before.status === "done" ? refundableMinor(before) : 0;
  await refundPayment(tx, ctx, row, change.reason, change.now);
  const cancelled = await cancelAndRelease(tx, row.id, change.from, "operator", change.now);
  if (!cancelled) throw change.refused();
  return { cancelled, refunded: fromMinor(owed, row.currency) };
}

/** Locks one reservation for an operator's decision (404 when there is none). */
export async function lockReservation(tx: DbOrTx, id: number): Promise<ReservationRow> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update");
  if (!row) throw reservationNotFound();
  return row;
}

/**
 * Operator: approve a member's cancellation: refund, then cancelled (`refundAndCancel`), as `actor` with its audit
 * entry. A failed refund rolls everything back (503) and may be retried.
 */
export async function approveCancel(ctx: ShopContext, id: number, actor: Actor): Promise<ReservationRow> {
  const now = ctx.now();
  return asActor(ctx.db, actor, async (tx) => {
    const row = await lockReservation(tx, id);
    const refused = () => reservationError(409, "notCancelRequested");
    if (row.status !== "cancel_requested") throw refused();
    const { cancelled, refunded } = await refundAndCancel(tx, ctx, row, {
      from: ["cancel_requested"],
      reason: row.cancelNote || "Cancellation approved",
      now,
      refused,
    });
    await recordAudit(tx, actor, {
      subject: "reservation",
      subjectId: id,
      action: "cancel_approved",
      detail: { status: { from: "cancel_requested", to: "cancelled" }, refunded, currency: row.currency },
    });
    return cancelled;
  });
}
