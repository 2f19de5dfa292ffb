import { fromMinor } from "@contracts/money";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import type { ShopContext } from "../reservations/context";
import { paymentError } from "../reservations/errors";
import { PaymentProviderError } from "./providers/payment-provider";
import { paymentRefunds, payments } from "./tables";

export type PaymentRow = typeof payments.$inferSelect;

export type RefundPart = {
  /** What goes back, in minor units: at most what remains of the payment. */
  amountMinor: number;
  reason: string;
  /** What is refunded (`reservation:12`, `pass:34`): one refund per key, and the provider's idempotency key. */
  key: string;
};

/** The payment of a reservation, if one was taken (one per reservation), read in `db` (a transaction's too). */
export async function paymentOfReservation(db: DbOrTx, reservationId: number): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.reservationId, reservationId));
  return payment;
}

/** What of the payment has not gone back yet, in minor units. */
export const refundableMinor = (payment: PaymentRow) =>
  payment.status === "refunded" ? 0 : payment.amountMinor - payment.refundedMinor;

/**
 * Gives back `part` of a payment taken: through the provider that took it, or, for a bank deposit, as a return the
 * operators owe (written unreturned). The payment's refunded sum grows by it, and the payment is `refunded` when
 * nothing remains. Call inside the transaction that locked the order (or the pass) this money is for, with the
 * payment read in it: a failed provider refund throws 503 and the caller's transaction writes nothing.
 */
export async function refundPart(tx: DbOrTx, ctx: ShopContext, payment: PaymentRow, part: RefundPart, now: Date) {
  const remaining = refundableMinor(payment);
  if (part.amountMinor <= 0 || part.amountMinor > remaining) {
    throw new Error(`refund of ${part.amountMinor} exceeds the ${remaining} left of payment ${payment.id}`);
  }
  // money a venue collected at its counter for the pass (provider `pass`, ADR 0030) goes back by hand, as a deposit
  const provider =
    payment.provider === "bank" || payment.provider === "pass" ? undefined : ctx.providers[payment.provider];
  let raw: Record<string, unknown> | null = null;
  if (provider) {
    try {
      const result = await provider.refund({
        paymentKey: payment.paymentKey,
        amount: fromMinor(part.amountMinor, payment.currency),
        currency: payment.currency,
        reason: part.reason,
        raw: payment.raw,
        partial: part.amountMinor < payment.amountMinor,
        idempotencyKey: `refund-${part.key}`,
      });
      raw = result.raw;
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        ctx.logger.warn("refund failed", { payment_id: payment.id, provider: payment.provider, error: error.message });
        throw paymentError(503, "providerUnavailable");
      }
      throw error;
    }
  }
  await tx.insert(paymentRefunds).values({
    paymentId: payment.id,
    key: part.key,
    amountMinor: part.amountMinor,
    reason: part.reason,
    returnedAt: provider ? now : null,
    raw,
  });
  const refundedMinor = payment.refundedMinor + part.amountMinor;
  const whole = refundedMinor === payment.amountMinor;
  await tx
    .update(payments)
    .set({ refundedMinor, ...(whole ? { status: "refunded" as const, refundedAt: now } : {}) })
    .where(eq(payments.id, payment.id));
}
