import type { Coupon } from "@contracts/members";
import { DEFAULT_RATES } from "@contracts/money";
import { describe, expect, it } from "vitest";
import { appliedCoupon, couponChoices } from "./coupons";

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 1,
  code: "C",
  name: "Coupon",
  discount_type: "amount",
  discount_value: 5,
  currency: "USD",
  min_amount: 0,
  product_id: null,
  expires_at: "2026-12-31T00:00:00.000Z",
  used_at: null,
  ...overrides,
});

const now = new Date("2026-11-28T00:00:00.000Z");
// $49 of options (the luggage's $10 is no part of a coupon's minimum)
const order = { productIds: [1], subtotal: 49, currency: "USD" as const, rates: DEFAULT_RATES, now };

describe("couponChoices", () => {
  it("says a coupon over its minimum applies and what it takes off", () => {
    const [choice] = couponChoices([coupon({ id: 1, name: "USD 5 off" })], order);
    expect(choice).toMatchObject({ discount: 5, minimum: 0 });
    expect(choice?.problem).toBeUndefined();
  });

  it("says why the others do not apply: below the minimum (options only) or another product's", () => {
    const choices = couponChoices(
      [
        coupon({ id: 1, name: "USD 5 off orders over USD 50", min_amount: 50 }),
        coupon({ id: 2, name: "Jeju only", product_id: 9 }),
        coupon({ id: 3, name: "10% off", discount_type: "percent", discount_value: 10 }),
        coupon({ id: 4, name: "₩5,000 off over ₩70,000", currency: "KRW", discount_value: 5000, min_amount: 70000 }),
      ],
      order,
    );
    // applicable ones first, each group in the server's order; ₩70,000 is $49.00 at 0.0007, so $49 reaches it
    expect(choices.map((choice) => [choice.coupon.id, choice.problem ?? "applies", choice.discount])).toEqual([
      [3, "applies", 4.9],
      [4, "applies", 3.5],
      [1, "belowMinimum", 0],
      [2, "otherProduct", 0],
    ]);
    expect(choices.find((choice) => choice.coupon.id === 1)?.minimum).toBe(50);
  });

  it("leaves used and expired coupons out", () => {
    const choices = couponChoices(
      [
        coupon({ id: 1, used_at: "2026-11-01T00:00:00.000Z" }),
        coupon({ id: 2, expires_at: "2026-11-01T00:00:00.000Z" }),
      ],
      order,
    );
    expect(choices).toEqual([]);
  });

  it("counts a chosen coupon that does not apply as none", () => {
    const choices = couponChoices([coupon({ id: 1, min_amount: 50 }), coupon({ id: 2 })], order);
    expect(appliedCoupon(choices, "1")).toBeNull();
    expect(appliedCoupon(choices, "2")?.id).toBe(2);
    expect(appliedCoupon(choices, "")).toBeNull();
  });
});
