import type { PassReservation } from "@contracts/passes";
import { storyReservation } from "@blocks/shop-kit";
import { describe, expect, it } from "vitest";
import { ORDER_STORAGE, readOrder, storeOrder } from "./order-store";

const order: PassReservation = { ...storyReservation, pass_name: "2-day pass", holders: ["Minji Kim"], pass_ids: [] };

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe("the order kept for the completion page", () => {
  it("is found again by its number, in any case", () => {
    const storage = memory();
    storeOrder(order, storage);
    expect(readOrder(order.reservation_number.toLowerCase(), storage)).toEqual(order);
  });

  it("is not found under another number, nor when what is kept is not an order", () => {
    const storage = memory();
    expect(readOrder("R-1", storage)).toBeNull();
    storage.setItem(`${ORDER_STORAGE}R-2`, JSON.stringify({ reservation_number: "R-2" }));
    expect(readOrder("R-2", storage)).toBeNull();
    storage.setItem(`${ORDER_STORAGE}R-3`, "{not json");
    expect(readOrder("R-3", storage)).toBeNull();
  });

  it("is left out without a storage, and a full one is not fatal", () => {
    expect(readOrder(order.reservation_number, null)).toBeNull();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeOrder(order, full)).not.toThrow();
  });
});
