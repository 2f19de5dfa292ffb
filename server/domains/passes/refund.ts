import { fromMinor } from "@contracts/money";
import { refundProblem } from "@contracts/pass-rules";
import type { PassRefund } from "@contracts/passes";
import { and, count, eq, isNull } from "drizzle-orm";
import { paymentOfReservation, refundPart } from "../payments/refunds";
import type { ShopContext } from "../reservations/context";
import { cancelAndRelease } from "../reservations/release";
import { reservations } from "../reservations/tables";
import type { Lang } from "../reservations/view";
import { factsOf, ownPass, toPass } from "./cards";
import { passError } from "./errors";
import { shareOf } from "./refund-share";
import { passes } from "./tables";

/**
 * Refunds the member's unused pass within its window (ADR 0030): its share of the payment goes back through the
 * provider that took it (a bank deposit's is owed by the operators), the pass is void from now, and an order whose
 * every pass is refunded is cancelled. The pass's row is locked first, as a venue's scan locks it, so a scan and a
 * refund at the same moment are served one after the other: a pass just activated is not refunded, and a pass just
 * refunded scans `invalid`. The order's row is locked next, so two passes of one order refunded at once share the
 * payment in turn. A provider that fails changes nothing (503).
 */
export async function refundPass(ctx: ShopContext, memberId: number, id: number, lang: Lang): Promise<PassRefund> {
  return ctx.db.transaction(async (tx) => {
    const { pass } = await ownPass(tx, memberId, id, true);
    const [order] = await tx.select().from(reservations).where(eq(reservations.id, pass.reservationId)).for("update");
    if (!order) throw passError(404, "passNotFound", "id");
    const now = ctx.now();
    const problem = refundProblem(factsOf(pass, order.cancelledAt), now);
    if (problem) throw passError(409, problem, "id");

    const payment = await paymentOfReservation(tx, order.id);
    const share = payment ? await shareOf(tx, pass, order, payment) : 0;
    if (payment && share > 0) {
      const reason = `Pass ${pass.id} of ${order.number} refunded`;
      await refundPart(tx, ctx, payment, { amountMinor: share, reason, key: `pass:${pass.id}` }, now);
    }
    const [refunded] = await tx.update(passes).set({ refundedAt: now }).where(eq(passes.id, pass.id)).returning();

    const [left] = await tx
      .select({ live: count() })
      .from(passes)
      .where(and(eq(passes.reservationId, order.id), isNull(passes.refundedAt)));
    // nothing left to use: the order ends as cancelled (its payment already all given back)
    if ((left?.live ?? 0) === 0) {
      await cancelAndRelease(tx, order.id, [order.status], "member", now, "Every pass refunded");
    }
    return {
      pass: toPass(refunded ?? pass, { number: order.number, cancelledAt: null }, lang, now),
      amount: payment ? fromMinor(share, payment.currency) : 0,
      currency: payment?.currency ?? order.currency,
      returned_at: payment && payment.provider !== "bank" && share > 0 ? now.toISOString() : null,
    };
  });
}
