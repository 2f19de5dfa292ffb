import type { Coupon } from "@contracts/members";
import { describe, expect, it } from "vitest";
import { couponState, sortCoupons } from "./coupons";

const now = new Date("2026-05-15T10:00:00+09:00");

const coupon = (id: number, expires_at: string, used_at: string | null = null): Coupon => ({
  id,
  code: `C${id}`,
  name: `Coupon ${id}`,
  discount_type: "amount",
  discount_value: 10,
  currency: "USD",
  min_amount: 0,
  product_id: null,
  expires_at,
  used_at,
});

describe("coupons", () => {
  it("is used, expired or available", () => {
    expect(couponState(coupon(1, "2026-06-01T00:00:00Z"), now)).toBe("available");
    expect(couponState(coupon(2, "2026-05-01T00:00:00Z"), now)).toBe("expired");
    expect(couponState(coupon(3, "2026-05-01T00:00:00Z", "2026-04-20T00:00:00Z"), now)).toBe("used");
  });

  it("lists usable ones first, soonest expiry first", () => {
    const sorted = sortCoupons(
      [
        coupon(1, "2026-04-01T00:00:00Z"),
        coupon(2, "2026-09-01T00:00:00Z"),
        coupon(3, "2026-06-01T00:00:00Z", "2026-05-01T00:00:00Z"),
        coupon(4, "2026-06-01T00:00:00Z"),
      ],
      now,
    );
    expect(sorted.map((c) => c.id)).toEqual([4, 2, 3, 1]);
  });
});
