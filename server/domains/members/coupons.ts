import type { Coupon } from "@contracts/members";
import type { Lang } from "@contracts/settings";
import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { coupons } from "./tables";

type CouponRow = typeof coupons.$inferSelect;

export function toCoupon(row: CouponRow, lang: Lang): Coupon {
  return {
    id: row.id,
    code: row.code,
    // a coupon made before Korean names existed keeps its English one
    name: lang === "ko" && row.nameKo ? row.nameKo : row.name,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    currency: row.currency,
    min_amount: row.minAmount,
    product_id: row.productId,
    expires_at: row.expiresAt.toISOString(),
    used_at: row.usedAt ? row.usedAt.toISOString() : null,
  };
}

/**
 * With a product: the unused, unexpired coupons for it or for any product; without: all the member's. A coupon an
 * operator revoked is not the member's any more (ADR 0034): it is in neither.
 */
export async function listCoupons(
  db: Db,
  memberId: number,
  options: { productId?: number; now: Date; lang?: Lang },
): Promise<Coupon[]> {
  const mine = and(eq(coupons.memberId, memberId), isNull(coupons.revokedAt));
  const where =
    options.productId === undefined
      ? mine
      : and(
          mine,
          isNull(coupons.usedAt),
          gt(coupons.expiresAt, options.now),
          or(isNull(coupons.productId), eq(coupons.productId, options.productId)),
        );
  const rows = await db.select().from(coupons).where(where).orderBy(asc(coupons.expiresAt), asc(coupons.id));
  return rows.map((row) => toCoupon(row, options.lang ?? "en"));
}
