import type { Coupon } from "@contracts/members";
import type { Currency, ExchangeRates } from "@contracts/money";
import { type CouponProblem, couponDiscount, couponMinimum, couponProblem } from "@contracts/reservations";

/** One coupon as the payment step lists it: what it takes off this order, or why it does not apply. */
export type CouponChoice = {
  coupon: Coupon;
  /** Set when the coupon does not apply to this order: it is listed, greyed out, with the reason. */
  problem?: CouponProblem;
  /** What it takes off this order (0 when it does not apply). */
  discount: number;
  /** The coupon's minimum order in the order's currency, for the reason's words. */
  minimum: number;
};

export type CouponOrder = {
  productIds: readonly number[];
  /** The options' total (luggage fees do not count towards a minimum). */
  subtotal: number;
  currency: Currency;
  rates: ExchangeRates;
  now: Date;
};

/**
 * The member's coupons for this order, applicable ones first (in the server's order), each with the contract's
 * rule (the server refuses with the same one). Used and expired coupons are left out: they are no choice at all.
 */
export function couponChoices(coupons: readonly Coupon[], order: CouponOrder): CouponChoice[] {
  const choices = coupons.flatMap((coupon): CouponChoice[] => {
    const problem = couponProblem(coupon, order);
    if (problem === "used" || problem === "expired") return [];
    const minimum = couponMinimum(coupon, order.currency, order.rates);
    const discount = problem ? 0 : couponDiscount(coupon, order.subtotal, order.currency, order.rates);
    return [{ coupon, discount, minimum, ...(problem ? { problem } : {}) }];
  });
  return [...choices.filter((choice) => !choice.problem), ...choices.filter((choice) => choice.problem)];
}

/** The chosen coupon if it applies to this order; a coupon that stopped applying (currency, lines) counts as none. */
export function appliedCoupon(choices: readonly CouponChoice[], couponId: string): Coupon | null {
  const choice = choices.find((candidate) => String(candidate.coupon.id) === couponId);
  return choice && !choice.problem ? choice.coupon : null;
}
