import { describe, expect, it } from "vitest";
import { niceMax, peakOf, valueOf } from "./chart";

const day = (date: string, bookings: number, usd = 0) => ({
  date,
  bookings,
  revenue: { usd, krw: 0, total_usd: usd, total_krw: usd * 1400 },
});

describe("the dashboard's chart", () => {
  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect(niceMax([])).toBe(1);
    expect(niceMax([0, 0])).toBe(1);
    expect(niceMax([3])).toBe(5);
    expect(niceMax([7, 2])).toBe(10);
    expect(niceMax([12])).toBe(20);
    expect(niceMax([2000])).toBe(2000);
    expect(niceMax([0.4])).toBe(0.5);
  });

  it("reads the metric asked and finds the first peak", () => {
    const series = [day("2026-11-29", 2, 50), day("2026-11-30", 5, 10), day("2026-12-01", 5, 80)];
    expect(valueOf(series[2] ?? day("", 0), "krw")).toBe(112000);
    expect(peakOf(series, "bookings")?.date).toBe("2026-11-30");
    expect(peakOf(series, "usd")?.date).toBe("2026-12-01");
    expect(peakOf([day("2026-11-29", 0)], "bookings")).toBeUndefined();
  });
});
