import { DEFAULT_RATES } from "@contracts/money";
import { describe, expect, it } from "vitest";
import { testOption } from "../mocks/options";
import { selectionTotal, shownPrice } from "./price";

const option = (id: number, price: number, currency: "USD" | "KRW") => testOption(id, { price, currency });

describe("prices", () => {
  it("shows a price in the session currency and notes its own when they differ", () => {
    expect(shownPrice(49, "USD", "USD", DEFAULT_RATES)).toEqual({ amount: 49, currency: "USD", original: null });
    expect(shownPrice(49, "USD", "KRW", DEFAULT_RATES)).toEqual({
      amount: 71785,
      currency: "KRW",
      original: { amount: 49, currency: "USD" },
    });
    expect(shownPrice(65000, "KRW", "USD", DEFAULT_RATES)).toEqual({
      amount: 45.5,
      currency: "USD",
      original: { amount: 65000, currency: "KRW" },
    });
  });

  it("uses the rates it is given", () => {
    expect(shownPrice(10, "USD", "KRW", { krw_to_usd: 0.001, usd_to_krw: 1000 }).amount).toBe(10000);
  });

  it("totals the chosen options times the travellers (per person), converted per unit, plus the luggage fee", () => {
    const options = [option(1, 49, "USD"), option(2, 65000, "KRW"), option(3, 10, "USD")];
    const total = selectionTotal({
      choices: [
        { optionId: 1, quantity: 1 },
        { optionId: 2, quantity: 1 },
      ],
      options,
      currency: "USD",
      rates: DEFAULT_RATES,
      travelers: 2,
      luggage: 6,
    });
    // 2 travellers x (49 + 45.50), and 2 extra pieces at USD 10
    expect(total).toEqual({ options: 189, luggageFee: 20, total: 209, currency: "USD" });
  });

  it("follows the travellers: 2 then 5 per person, and whole groups per group", () => {
    const perPerson = [option(1, 49, "USD")];
    const at = (travelers: number, options = perPerson) =>
      selectionTotal({
        choices: [{ optionId: 1, quantity: 1 }],
        options,
        currency: "USD",
        rates: DEFAULT_RATES,
        travelers,
        luggage: 0,
      }).total;
    expect(at(2)).toBe(98);
    expect(at(5)).toBe(245);
    const group = [{ ...option(1, 120, "USD"), pricing: "per_group" as const, group_size: 4 }];
    expect(at(2, group)).toBe(120);
    expect(at(4, group)).toBe(120);
    expect(at(5, group)).toBe(240);
  });

  it("charges the luggage fee in won for a KRW selection", () => {
    const total = selectionTotal({
      choices: [{ optionId: 1, quantity: 1 }],
      options: [option(1, 65000, "KRW")],
      currency: "KRW",
      rates: DEFAULT_RATES,
      travelers: 2,
      luggage: 5,
    });
    expect(total).toEqual({ options: 130000, luggageFee: 14650, total: 144650, currency: "KRW" });
  });

  it("is zero with nothing chosen and luggage within the allowance", () => {
    expect(
      selectionTotal({ choices: [], options: [], currency: "USD", rates: DEFAULT_RATES, travelers: 3, luggage: 6 }),
    ).toEqual({ options: 0, luggageFee: 0, total: 0, currency: "USD" });
  });
});
