import { formatDate } from "@lib/format/format";
import { describe, expect, it } from "vitest";
import { formatMartDays } from "./mart-days";

// the same in Node and in the browser (a page rendered on the server reads as the browser's): plain spaces
const to = " – ";

describe("the mart's days in words", () => {
  it("writes one day as lib/format does", () => {
    expect(formatMartDays(["2026-12-07"], "en")).toBe("December 7, 2026");
    expect(formatMartDays(["2026-12-07"], "ko")).toBe("2026년 12월 7일");
    expect(formatMartDays(["2026-12-07"], "en")).toBe(formatDate("2026-12-07", "en"));
  });

  it("writes consecutive days as one range, the month and year once", () => {
    expect(formatMartDays(["2026-12-07", "2026-12-08"], "en")).toBe(`December 7${to}8, 2026`);
    expect(formatMartDays(["2026-12-07", "2026-12-08"], "ko")).toBe("2026년 12월 7일~8일");
    expect(formatMartDays(["2026-05-20", "2026-05-21", "2026-05-22"], "en")).toBe(`May 20${to}22, 2026`);
  });

  it("names both months, or both years, when the days cross them", () => {
    expect(formatMartDays(["2026-11-30", "2026-12-01"], "en")).toBe(`November 30${to}December 1, 2026`);
    expect(formatMartDays(["2026-11-30", "2026-12-01"], "ko")).toBe("2026년 11월 30일~12월 1일");
    expect(formatMartDays(["2026-12-31", "2027-01-01"], "en")).toBe(`December 31, 2026${to}January 1, 2027`);
    // a leap day is a day like the others
    expect(formatMartDays(["2028-02-28", "2028-02-29", "2028-03-01"], "en")).toBe(`February 28${to}March 1, 2028`);
  });

  it("lists days apart instead of spanning the days between them", () => {
    expect(formatMartDays(["2026-05-08", "2026-05-20", "2026-05-21"], "en")).toBe(
      `May 8, 2026 and May 20${to}21, 2026`,
    );
    expect(formatMartDays(["2026-05-08", "2026-05-20", "2026-05-21"], "ko")).toBe(
      "2026년 5월 8일 및 2026년 5월 20일~21일",
    );
    expect(formatMartDays(["2026-05-20", "2026-05-22"], "en")).toBe("May 20, 2026 and May 22, 2026");
  });

  it("reads the days in any order, once each, and names none without days", () => {
    expect(formatMartDays(["2026-12-08", "2026-12-07", "2026-12-08"], "en")).toBe(`December 7${to}8, 2026`);
    expect(formatMartDays([], "en")).toBeNull();
    expect(formatMartDays([], "ko")).toBeNull();
    // something that is not a calendar day is not named as one
    expect(formatMartDays(["soon", "2026-13"], "en")).toBeNull();
    expect(formatMartDays(["soon", "2026-12-07"], "en")).toBe("December 7, 2026");
  });
});
