import { fromMinor } from "@contracts/money";
import { type AdminReservation, PAID_RESERVATION_STATUSES } from "@contracts/reservations";
import { asc, eq } from "drizzle-orm";
import { refundableMinor } from "../payments/refunds";
import { paymentRefunds, payments } from "../payments/tables";
import { accounts } from "../auth/tables";
import type { ShopContext } from "./context";
import { reservationNotFound } from "./errors";
import { reservationAnswer } from "./http";
import { reservationHistory, reservations } from "./tables";
import type { Lang } from "./view";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The console's reservation (ADR 0034): the member's view of it, who booked it, its payments and refunds, what an
 * operator's refund would give back, and every state it took (oldest first, naming the operator who made a change).
 */
export async function adminReservation(ctx: ShopContext, id: number, lang: Lang): Promise<AdminReservation> {
  const { db } = ctx;
  const [found] = await db
    .select({ row: reservations, member: { id: accounts.id, name: accounts.name, email: accounts.email } })
    .from(reservations)
    .leftJoin(accounts, eq(accounts.id, reservations.memberId))
    .where(eq(reservations.id, id));
  if (!found) throw reservationNotFound();
  const { row, member } = found;
  const paid = await db.select().from(payments).where(eq(payments.reservationId, id)).orderBy(asc(payments.id));
  const refunds = await db
    .select({ refund: paymentRefunds, currency: payments.currency })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.reservationId, id))
    .orderBy(asc(paymentRefunds.id));
  const history = await db
    .select({ entry: reservationHistory, actor: { id: accounts.id, name: accounts.name } })
    .from(reservationHistory)
    .leftJoin(accounts, eq(accounts.id, reservationHistory.actorId))
    .where(eq(reservationHistory.reservationId, id))
    .orderBy(asc(reservationHistory.id));
  const refundable = PAID_RESERVATION_STATUSES.includes(row.status)
    ? paid.reduce((sum, payment) => sum + (payment.status === "done" ? refundableMinor(payment) : 0), 0)
    : 0;
  return {
    ...(await reservationAnswer(ctx, row, lang)),
    channel: row.channel,
    member: member ?? null,
    guest_email: row.guestEmail,
    cancel_note: row.cancelNote,
    payments: paid.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      amount: fromMinor(payment.amountMinor, payment.currency),
      refunded: fromMinor(payment.refundedMinor, payment.currency),
      currency: payment.currency,
      approved_at: payment.approvedAt.toISOString(),
      refunded_at: iso(payment.refundedAt),
    })),
    refunds: refunds.map(({ refund, currency }) => ({
      id: refund.id,
      amount: fromMinor(refund.amountMinor, currency),
      currency,
      reason: refund.reason,
      returned_at: iso(refund.returnedAt),
      created_at: refund.createdAt.toISOString(),
    })),
    refundable: fromMinor(refundable, row.currency),
    history: history.map(({ entry, actor }) => ({
      id: entry.id,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      at: entry.at.toISOString(),
      actor: actor ?? null,
    })),
  };
}
