import { fromMinor } from "@contracts/money";
import { type PassFacts, passRefundDeadline, refundProblem } from "@contracts/pass-rules";
import type { PassRefundOffer } from "@contracts/passes";
import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { type PaymentRow, paymentOfReservation, refundableMinor } from "../payments/refunds";
import type { ReservationRow } from "../reservations/view";
import { passes } from "./tables";

type PassRow = typeof passes.$inferSelect;

/**
 * A pass's share of its order's payment, in minor units: the payment split evenly over the order's passes, rounded
 * down; the order's last pass not yet refunded takes what is left, so the shares add up to the payment exactly.
 */
export async function shareOf(
  db: DbOrTx,
  pass: PassRow,
  order: Pick<ReservationRow, "travelers">,
  payment: PaymentRow,
) {
  const [others] = await db
    .select({ live: count() })
    .from(passes)
    .where(and(eq(passes.reservationId, pass.reservationId), ne(passes.id, pass.id), isNull(passes.refundedAt)));
  const remaining = refundableMinor(payment);
  if ((others?.live ?? 0) === 0) return remaining;
  return Math.min(Math.floor(payment.amountMinor / Math.max(order.travelers, 1)), remaining);
}

/** What refunding the member's pass would give back at `now`; null when it may not be refunded. */
export async function refundOffer(
  db: DbOrTx,
  pass: PassRow,
  facts: PassFacts,
  order: { travelers: number },
  now: Date,
): Promise<PassRefundOffer | null> {
  if (refundProblem(facts, now) !== undefined) return null;
  const payment = await paymentOfReservation(db, pass.reservationId);
  if (!payment) return null;
  return {
    amount: fromMinor(await shareOf(db, pass, order, payment), payment.currency),
    currency: payment.currency,
    until: passRefundDeadline(pass.purchasedAt).toISOString(),
    returned_by: payment.provider === "bank" ? "operators" : "provider",
  };
}
