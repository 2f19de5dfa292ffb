import type { CancelReason, ReservationStatus } from "@contracts/reservations";
import { and, eq, inArray, sql } from "drizzle-orm";
import { coupons, pointLedger } from "../members/tables";
import { productOptions } from "../catalog/tables";
import { reservationItems, reservations } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import type { ReservationRow } from "./view";

/**
 * Moves a reservation to cancelled only if it is still in one of `from` (a guarded UPDATE: of two processes, one
 * wins) and then gives back its places, coupon and points. Returns the cancelled row, or undefined if it lost.
 */
export async function cancelAndRelease(
  tx: DbOrTx,
  id: number,
  from: readonly ReservationStatus[],
  reason: CancelReason,
  now: Date,
  note?: string,
): Promise<ReservationRow | undefined> {
  const [row] = await tx
    .update(reservations)
    .set({
      status: "cancelled",
      cancelReason: reason,
      cancelledAt: now,
      updatedAt: now,
      ...(note === undefined ? {} : { cancelNote: note }),
    })
    .where(and(eq(reservations.id, id), inArray(reservations.status, [...from])))
    .returning();
  if (!row) return undefined;
  const items = await tx
    .select({ optionId: reservationItems.productOptionId, quantity: reservationItems.quantity })
    .from(reservationItems)
    .where(eq(reservationItems.reservationId, id))
    .orderBy(reservationItems.productOptionId);
  for (const item of items) {
    await tx
      .update(productOptions)
      .set({ sold: sql`greatest(${productOptions.sold} - ${item.quantity}, 0)` })
      .where(eq(productOptions.id, item.optionId));
  }
  if (row.couponId !== null) {
    await tx.update(coupons).set({ usedAt: null }).where(eq(coupons.id, row.couponId));
  }
  // only a member's order can have spent points (a guest has none)
  if (row.pointsUsed > 0 && row.memberId !== null) {
    await tx.insert(pointLedger).values({
      accountId: row.memberId,
      kind: "refund",
      amount: row.pointsUsed,
      reason: `Reservation ${row.number} cancelled`,
      reasonKo: `예약 ${row.number} 취소로 반환`,
      createdAt: now,
    });
  }
  return row;
}
