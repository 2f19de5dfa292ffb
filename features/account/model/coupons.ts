import type { Coupon } from "@contracts/members";

export type CouponState = "available" | "used" | "expired";

/** Used wins over expired: a coupon spent before it lapsed is remembered as used. */
export function couponState(coupon: Pick<Coupon, "used_at" | "expires_at">, now: Date): CouponState {
  if (coupon.used_at) return "used";
  return new Date(coupon.expires_at).getTime() <= now.getTime() ? "expired" : "available";
}

const ORDER: Record<CouponState, number> = { available: 0, used: 1, expired: 2 };

/** Usable coupons first, soonest expiry first; then used ones; then expired ones. */
export function sortCoupons(coupons: readonly Coupon[], now: Date): Coupon[] {
  return [...coupons].sort(
    (a, b) =>
      ORDER[couponState(a, now)] - ORDER[couponState(b, now)] ||
      new Date(a.expires_at).getTime() - new Date(b.expires_at).getTime(),
  );
}
