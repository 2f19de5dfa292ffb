import type { WishlistItem } from "@contracts/wishlist";
import { describe, expect, it } from "vitest";
import { isSettled, isWished, shownWished, withoutProduct } from "./wishlist";

const item = (id: number): WishlistItem => ({
  product: {
    id,
    kind: "tour",
    category: "tour",
    region: "seoul",
    name: `Product ${id}`,
    summary: "",
    thumbnail: "",
    price_from: 10,
    currency: "USD",
    featured: false,
    bookable: true,
  },
  created_at: "2026-05-01T10:00:00+09:00",
});

describe("wishlist", () => {
  it("knows which products are wished", () => {
    expect(isWished([item(1), item(2)], 2)).toBe(true);
    expect(isWished([item(1)], 3)).toBe(false);
    expect(isWished(undefined, 1)).toBe(false);
  });

  it("removes one product and keeps the order of the rest", () => {
    expect(withoutProduct([item(1), item(2), item(3)], 2).map((i) => i.product.id)).toEqual([1, 3]);
    expect(withoutProduct([item(1)], 9)).toHaveLength(1);
  });

  it("shows the pending press until the list agrees", () => {
    expect(shownWished(false, null)).toBe(false);
    expect(shownWished(false, true)).toBe(true);
    expect(shownWished(true, false)).toBe(false);
    expect(isSettled(false, true)).toBe(false);
    expect(isSettled(true, true)).toBe(true);
    expect(isSettled(true, null)).toBe(true);
  });
});
