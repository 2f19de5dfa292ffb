import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatNumber, formatPeriod, monthNames, weekdayNames } from "./format";

describe("calendar days", () => {
  it("writes a day in each language without shifting it by time zone", () => {
    expect(formatDate("2026-05-15", "en")).toBe("May 15, 2026");
    expect(formatDate("2026-05-15", "ko")).toBe("2026년 5월 15일");
    expect(formatDate("2026-01-01T00:30:00+09:00", "en")).toBe("January 1, 2026");
    expect(formatDate("2026-05-15", "en", "weekday")).toBe("Fri, May 15, 2026");
    expect(formatDate("2026-05-15", "ko", "weekday")).toBe("2026년 5월 15일 (금)");
  });

  it("leaves a value that is not a date as it came", () => {
    expect(formatDate("soon", "en")).toBe("soon");
  });

  it("writes the cart's period text with short dates", () => {
    expect(formatPeriod("2026-05-15", "2026-06-02", "en")).toBe("5/15 ~ 6/2");
    expect(formatPeriod("2026-05-15", "2026-06-02", "ko")).toBe("5. 15. ~ 6. 2.");
    expect(formatPeriod("2026-05-15", "2026-05-15", "en")).toBe("5/15");
  });
});

describe("moments", () => {
  it("are shown in Korea's time", () => {
    expect(formatDateTime("2026-05-15T01:00:00Z", "en")).toBe("May 15, 2026 at 10:00 AM");
    expect(formatDateTime("2026-05-15T01:00:00Z", "ko")).toBe("2026년 5월 15일 10:00");
    expect(formatDateTime("not a time", "en")).toBe("not a time");
  });
});

describe("numbers and calendar names", () => {
  it("groups thousands", () => {
    expect(formatNumber(1465000, "ko")).toBe("1,465,000");
    expect(formatNumber(0.00068, "en", 5)).toBe("0.00068");
  });

  it("names months and weekdays as the spec does in Korean", () => {
    // the month names are the calendar's own (design-system/components/calendar), whose test lists all twelve
    expect(monthNames("ko")).toHaveLength(12);
    expect(monthNames("ko").slice(0, 2)).toEqual(["1월", "2월"]);
    expect(weekdayNames("ko")).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    expect(monthNames("en")[0]).toBe("January");
    expect(weekdayNames("en")).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });
});
