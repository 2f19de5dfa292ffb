import type { CartItem } from "@contracts/cart";
import { describe, expect, it } from "vitest";
import {
  cartRow,
  cartRows,
  keepSelection,
  periodOf,
  selectAll,
  selectAllState,
  selectedIds,
  selectionProblem,
  sharedTrip,
  toggleRow,
  totalOptionPrice,
} from "./cart-rows";

const option = (id: number, start: string, end: string, price: number, quantity: number, currency: "USD" | "KRW") => ({
  id,
  quantity,
  currency,
  product_option: {
    id: id * 10,
    name: `Option ${id}`,
    option_start_date: start,
    option_end_date: end,
    price,
    pricing: "per_person" as const,
    group_size: null,
    departure_times: ["10:00"],
  },
});

const item = (id: number, options: CartItem["options"]): CartItem => ({
  id,
  member_id: 7,
  product_id: 30 + id,
  product: { name: `Product ${id}`, thumbnail: "/images/catalog/x.svg", kind: "tour" },
  options,
  trip: null,
  created_at: "2026-05-01T10:00:00+09:00",
});

describe("cart rows (spec point 3)", () => {
  it("writes the period from the earliest start to the latest end in short dates", () => {
    const options = [
      option(1, "2026-06-10", "2026-06-20", 10, 1, "USD"),
      option(2, "2026-05-20", "2026-06-01", 10, 1, "USD"),
      option(3, "2026-06-05", "2026-07-03", 10, 1, "USD"),
    ];
    expect(periodOf(options, "en")).toBe("5/20 ~ 7/3");
    expect(periodOf(options, "ko")).toBe("5. 20. ~ 7. 3.");
    expect(periodOf([], "en")).toBe("");
  });

  it("uses the dollar sign when the first option is in USD, else the won sign", () => {
    expect(cartRow(item(1, [option(1, "2026-06-01", "2026-06-02", 49, 1, "USD")]), "en").symbol).toBe("$");
    const krw = cartRow(item(2, [option(1, "2026-06-01", "2026-06-02", 65000, 1, "KRW")]), "en");
    expect(krw.symbol).toBe("₩");
    expect(krw.currency).toBe("KRW");
    // the first option decides, whatever the others say
    const mixed = cartRow(
      item(3, [option(1, "2026-06-01", "2026-06-02", 1, 1, "KRW"), option(2, "2026-06-01", "2026-06-02", 1, 1, "USD")]),
      "en",
    );
    expect(mixed.symbol).toBe("₩");
    expect(cartRow(item(4, []), "en").symbol).toBe("₩");
  });

  it("sums price times quantity without floating-point dust", () => {
    expect(
      totalOptionPrice([
        option(1, "2026-06-01", "2026-06-02", 0.1, 1, "USD"),
        option(2, "2026-06-01", "2026-06-02", 0.2, 1, "USD"),
      ]),
    ).toBe(0.3);
    expect(
      totalOptionPrice([
        option(1, "2026-06-01", "2026-06-02", 49.5, 2, "USD"),
        option(2, "2026-06-01", "2026-06-02", 20, 3, "USD"),
      ]),
    ).toBe(159);
  });

  it("starts every row unselected", () => {
    const rows = cartRows([item(1, []), item(2, [])], "en");
    expect(rows.map((row) => row.selected)).toEqual([false, false]);
  });
});

describe("selection", () => {
  const rows = cartRows([item(1, []), item(2, []), item(3, [])], "en");

  it("toggles one row and reports the ids", () => {
    const one = toggleRow(rows, 2);
    expect(selectedIds(one)).toEqual([2]);
    expect(selectedIds(toggleRow(one, 2))).toEqual([]);
  });

  it("selects and clears all, with a mixed state in between", () => {
    expect(selectAllState(rows)).toBe(false);
    expect(selectAllState(toggleRow(rows, 1))).toBe("indeterminate");
    const all = selectAll(rows, true);
    expect(selectAllState(all)).toBe(true);
    expect(selectedIds(all)).toEqual([1, 2, 3]);
    expect(selectedIds(selectAll(all, false))).toEqual([]);
  });

  it("says 'select a product to reserve or delete' when nothing is selected", () => {
    expect(selectionProblem(rows)).toBe("selectProduct");
    expect(selectionProblem(toggleRow(rows, 3))).toBeNull();
    expect(selectionProblem([])).toBe("selectProduct");
  });

  it("keeps choices across a refresh, dropping rows that are gone", () => {
    const chosen = selectAll(rows, true);
    const fresh = cartRows([item(2, []), item(4, [])], "en");
    expect(selectedIds(keepSelection(fresh, chosen))).toEqual([2]);
  });

  it("keeps the trip and totals it as the product page does: options plus the extra-luggage fee", () => {
    const trip = { departure_date: "2026-06-01", departure_time: "19:00", travelers: 2, luggage: 5 };
    const row = cartRow({ ...item(5, [option(1, "2026-06-01", "2026-06-30", 49, 2, "USD")]), trip }, "en");
    expect(row.trip).toEqual(trip);
    // 2 x 49, and one piece over the 4 free at USD 10: the product page's $108
    expect(row).toMatchObject({ totalOptionPrice: 98, luggageFee: 10, total: 108 });
    const won = cartRow({ ...item(6, [option(1, "2026-06-01", "2026-06-30", 65000, 2, "KRW")]), trip }, "en");
    expect(won).toMatchObject({ luggageFee: 14650, total: 144650 });
    expect(cartRow(item(7, [option(1, "2026-06-01", "2026-06-30", 49, 1, "USD")]), "en").luggageFee).toBe(0);
  });

  it("hands the reservation the selected rows' one trip, or none when they differ", () => {
    const trip = { departure_date: "2026-06-01", departure_time: "19:00", travelers: 2, luggage: 5 };
    const a = { ...cartRow({ ...item(1, []), trip }, "en"), selected: true };
    const b = { ...cartRow({ ...item(2, []), trip: { ...trip, travelers: 3 } }, "en"), selected: true };
    const legacy = { ...cartRow(item(3, []), "en"), selected: true };
    expect(sharedTrip([a])).toEqual(trip);
    expect(sharedTrip([a, { ...b, selected: false }])).toEqual(trip);
    expect(sharedTrip([a, b])).toBeNull();
    expect(sharedTrip([a, legacy])).toBeNull();
    expect(sharedTrip([])).toBeNull();
  });
});
