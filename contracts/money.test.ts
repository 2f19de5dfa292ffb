import { describe, expect, it } from "vitest";
import { convertMoney, DEFAULT_RATES, fromMinor, pointsValue, roundMoney, toMinor } from "./money";

describe("minor units", () => {
  it("keeps cents for USD and whole won for KRW", () => {
    expect(toMinor(49.5, "USD")).toBe(4950);
    expect(toMinor(0.1 + 0.2, "USD")).toBe(30);
    expect(toMinor(1.005, "USD")).toBe(101);
    expect(toMinor(65000, "KRW")).toBe(65000);
    expect(toMinor(65000.5, "KRW")).toBe(65001);
    expect(toMinor(-12.345, "USD")).toBe(-1235);
    expect(fromMinor(4950, "USD")).toBe(49.5);
    expect(fromMinor(65000, "KRW")).toBe(65000);
  });

  it("rounds to what the currency holds and never writes -0", () => {
    expect(roundMoney(10.004, "USD")).toBe(10);
    expect(roundMoney(1465.6, "KRW")).toBe(1466);
    expect(Object.is(roundMoney(-0.001, "USD"), 0)).toBe(true);
  });
});

describe("conversion with the meta rates", () => {
  it("uses usd_to_krw one way and krw_to_usd the other (spec defaults 1465 and 0.0007)", () => {
    expect(convertMoney(49, "USD", "KRW", DEFAULT_RATES)).toBe(71785);
    expect(convertMoney(65000, "KRW", "USD", DEFAULT_RATES)).toBe(45.5);
    expect(convertMoney(89.5, "USD", "USD", DEFAULT_RATES)).toBe(89.5);
  });

  it("follows rates the operator set", () => {
    const rates = { krw_to_usd: 0.00075, usd_to_krw: 1300 };
    expect(convertMoney(10, "USD", "KRW", rates)).toBe(13000);
    expect(convertMoney(10000, "KRW", "USD", rates)).toBe(7.5);
  });

  it("values a point at one won", () => {
    expect(pointsValue(3000, "KRW", DEFAULT_RATES)).toBe(3000);
    expect(pointsValue(3000, "USD", DEFAULT_RATES)).toBe(2.1);
  });
});
