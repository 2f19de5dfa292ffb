import { DEFAULT_RATES } from "@contracts/money";
import { priceBreakdown } from "@contracts/reservations";
import { describe, expect, it } from "vitest";
import { pointsToApply } from "./points";

const order = (points: number) =>
  priceBreakdown({
    lines: [{ price: 49, quantity: 1 }],
    currency: "USD",
    travelers: 2,
    luggage: 5,
    points,
    rates: DEFAULT_RATES,
  });

describe("pointsToApply", () => {
  it("takes a whole entry within the balance", () => {
    expect(pointsToApply("2500", 3000)).toBe(2500);
    expect(pointsToApply(" 3000 ", 3000)).toBe(3000);
  });

  it("takes nothing off for an entry the field refuses: above the balance, not whole, negative, unknown balance", () => {
    expect(pointsToApply("999999", 3000)).toBe(0);
    expect(pointsToApply("3001", 3000)).toBe(0);
    expect(pointsToApply("12.5", 3000)).toBe(0);
    expect(pointsToApply("-5", 3000)).toBe(0);
    expect(pointsToApply("abc", 3000)).toBe(0);
    expect(pointsToApply("", 3000)).toBe(0);
    expect(pointsToApply("100", undefined)).toBe(0);
  });

  it("leaves the summary as it was for 999999 points on a 3,000 P balance (issue 18, item 5)", () => {
    const summary = order(pointsToApply("999999", 3000));
    expect(summary).toEqual(order(0));
    expect(summary.total).toBe(59);
    expect(summary.points_used).toBe(0);
  });

  it("caps a valid entry at what pays the order in full, in one conversion from won", () => {
    const summary = order(pointsToApply("100000", 100000));
    expect(summary.total).toBe(0);
    expect(summary.points_value).toBe(59);
    // 84,279 P x 0.0007 = $58.9953, which rounds to $59.00; one point fewer would leave a cent to pay
    expect(summary.points_used).toBe(84279);
  });
});
