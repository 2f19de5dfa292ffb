import { describe, expect, it } from "vitest";
import { formatAverage, percentOf, scaleShare } from "./percent";

describe("shares and averages", () => {
  it("is the share of those who answered, in whole percent", () => {
    expect(percentOf(9, 14)).toBe(64);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(14, 14)).toBe(100);
  });

  it("is 0 when nobody answered or nobody chose it", () => {
    expect(percentOf(0, 14)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
  });

  it("never draws a bar longer than the track", () => {
    expect(percentOf(5, 4)).toBe(100);
    expect(scaleShare(6, 5)).toBe(100);
    expect(scaleShare(-1, 5)).toBe(0);
  });

  it("places an average on its scale", () => {
    expect(scaleShare(4.3, 5)).toBe(86);
    expect(scaleShare(2.5, 5)).toBe(50);
    expect(scaleShare(null, 5)).toBe(0);
    expect(scaleShare(4, 0)).toBe(0);
  });

  it("writes an average with exactly one decimal", () => {
    expect(formatAverage(4.25, "en")).toBe("4.3");
    expect(formatAverage(4, "en")).toBe("4.0");
    expect(formatAverage(3.04, "ko")).toBe("3.0");
  });
});
