import { describe, expect, it } from "vitest";
import { pageCount, pointStatusKey, signedAmount } from "./points";

const format = (value: number) => value.toLocaleString("en");

describe("points", () => {
  it("shows gains with a plus and spending with a minus sign", () => {
    expect(signedAmount(500, format)).toBe("+500");
    expect(signedAmount(-1200, format)).toBe("\u22121,200");
    expect(signedAmount(0, format)).toBe("0");
  });

  it("always has at least one page", () => {
    expect(pageCount(undefined)).toBe(1);
    expect(pageCount({ page: 1, per_page: 10, total: 0, total_pages: 0 })).toBe(1);
    expect(pageCount({ page: 1, per_page: 10, total: 31, total_pages: 4 })).toBe(4);
  });

  it("says whether earned points are still usable; other rows have no status", () => {
    expect(pointStatusKey({ kind: "earn", is_valid: true })).toBe("valid");
    expect(pointStatusKey({ kind: "earn", is_valid: false })).toBe("expired");
    expect(pointStatusKey({ kind: "use", is_valid: false })).toBeNull();
  });
});
