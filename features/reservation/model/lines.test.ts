import type { CartItem } from "@contracts/cart";
import type { ProductDetail } from "@contracts/catalog";
import { DEFAULT_RATES } from "@contracts/money";
import { priceBreakdown } from "@contracts/reservations";
import { describe, expect, it } from "vitest";
import { bookingDates, bookingTimes, cartLines, productLines, withTravelers } from "./lines";

const cart: CartItem[] = [
  {
    id: 11,
    member_id: 7,
    product_id: 31,
    product: { name: "Lantern walk", thumbnail: "", kind: "festival" },
    options: [
      {
        id: 1,
        quantity: 2,
        currency: "USD",
        product_option: {
          id: 301,
          name: "Adult",
          option_start_date: "2026-06-05",
          option_end_date: "2026-06-20",
          price: 49,
          pricing: "per_person",
          group_size: null,
          departure_times: ["10:00", "19:00"],
        },
      },
    ],
    trip: null,
    created_at: "",
  },
  {
    id: 12,
    member_id: 7,
    product_id: 42,
    product: { name: "Olle", thumbnail: "", kind: "tour" },
    options: [
      {
        id: 2,
        quantity: 1,
        currency: "KRW",
        product_option: {
          id: 401,
          name: "Course 7",
          option_start_date: "2026-06-01",
          option_end_date: "2026-06-30",
          price: 65000,
          pricing: "per_group",
          group_size: 6,
          departure_times: ["14:00", "10:00"],
        },
      },
    ],
    trip: null,
    created_at: "",
  },
];

const product = {
  id: 31,
  name: "Lantern walk",
  min_date: "2026-05-20",
  max_date: "2026-08-31",
  unavailable_dates: ["2026-06-08"],
  options: [
    {
      id: 301,
      name: "Adult",
      option_start_date: "2026-05-20",
      option_end_date: "2026-08-31",
      price: 49,
      currency: "USD",
      capacity: 10,
      remaining: 4,
      bookable: true,
      pricing: "per_person",
      group_size: null,
      departure_times: ["09:30", "19:00"],
    },
  ],
} as unknown as ProductDetail;

const now = new Date("2026-05-15T10:00:00+09:00");

describe("booking lines", () => {
  it("takes the chosen cart items only, converted to the order currency", () => {
    const lines = cartLines(cart, [12, 11], "USD", DEFAULT_RATES);
    expect(lines.map((line) => [line.optionName, line.quantity, line.price])).toEqual([
      ["Adult", 2, 49],
      // 65,000 won at 0.0007
      ["Course 7", 1, 45.5],
    ]);
    expect(cartLines(cart, [11], "KRW", DEFAULT_RATES)[0]?.price).toBe(71785);
  });

  it("takes the product page's options, dropping ones no longer offered", () => {
    const lines = productLines(
      product,
      [
        { product_option_id: 301, quantity: 3 },
        { product_option_id: 999, quantity: 1 },
      ],
      "USD",
      DEFAULT_RATES,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ optionName: "Adult", quantity: 3, price: 49 });
  });

  it("books each option by the travellers (per person, or per group) and offers the times every option runs", () => {
    const lines = cartLines(cart, [11, 12], "USD", DEFAULT_RATES);
    expect(withTravelers(lines, 7).map((line) => line.quantity)).toEqual([7, 2]);
    expect(withTravelers(lines, 2).map((line) => line.quantity)).toEqual([2, 1]);
    // no travellers chosen yet: the lines keep their quantity
    expect(withTravelers(lines, 0).map((line) => line.quantity)).toEqual([2, 1]);
    expect(
      priceBreakdown({
        lines: withTravelers(lines, 7),
        currency: "USD",
        travelers: 7,
        luggage: 0,
        rates: DEFAULT_RATES,
      }).subtotal,
    ).toBe(7 * 49 + 2 * 45.5);
    expect(bookingTimes(lines)).toEqual(["10:00"]);
    expect(bookingTimes(cartLines(cart, [12], "USD", DEFAULT_RATES))).toEqual(["10:00", "14:00"]);
    expect(
      bookingTimes(productLines(product, [{ product_option_id: 301, quantity: 1 }], "USD", DEFAULT_RATES)),
    ).toEqual(["09:30", "19:00"]);
    expect(bookingTimes([])).toEqual([]);
  });

  it("limits the calendar to tomorrow or later, inside every line's range", () => {
    const lines = cartLines(cart, [11, 12], "USD", DEFAULT_RATES);
    expect(bookingDates(lines, now)).toEqual({ minDate: "2026-06-05", maxDate: "2026-06-20", unavailableDates: [] });
    expect(bookingDates([], now)).toEqual({ minDate: "2026-05-16", maxDate: undefined, unavailableDates: [] });
    const fromProduct = productLines(product, [{ product_option_id: 301, quantity: 1 }], "USD", DEFAULT_RATES);
    expect(bookingDates(fromProduct, now, product)).toEqual({
      minDate: "2026-05-20",
      maxDate: "2026-08-31",
      unavailableDates: ["2026-06-08"],
    });
  });

  it("feed the contract's price breakdown (luggage fee, coupon, points)", () => {
    const lines = cartLines(cart, [11], "USD", DEFAULT_RATES);
    const breakdown = priceBreakdown({
      lines,
      currency: "USD",
      travelers: 2,
      luggage: 5,
      coupon: { discount_type: "amount", discount_value: 10, currency: "USD", min_amount: 50 },
      points: 1000,
      rates: DEFAULT_RATES,
    });
    expect(breakdown).toMatchObject({
      subtotal: 98,
      luggage_fee: 10,
      coupon_discount: 10,
      points_value: 0.7,
      total: 97.3,
    });
  });
});
