import { afterEach, describe, expect, it, vi } from "vitest";
import {
  addDays,
  addMonths,
  addYears,
  clampDate,
  compareIsoDates,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  endOfMonth,
  endOfWeek,
  formatDateRange,
  formatFullDate,
  formatIsoDate,
  formatLongDate,
  formatMonthTitle,
  isAfter,
  isBefore,
  isDateSelectable,
  isIsoDate,
  isoFromLocalDate,
  isSameDay,
  isSameMonth,
  isValidDateRange,
  isWithinRange,
  monthMatrix,
  monthNames,
  moveByKey,
  parseIsoDate,
  startOfMonth,
  startOfWeek,
  todayIso,
  weekdayNames,
} from "./calendar-model";

afterEach(() => {
  vi.useRealTimers();
});

describe("parse and format", () => {
  it("reads valid ISO calendar dates", () => {
    expect(parseIsoDate("2026-05-20")).toEqual({ year: 2026, month: 5, day: 20 });
    expect(parseIsoDate("2028-02-29")).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it("rejects impossible days and other shapes", () => {
    for (const bad of [
      "2026-02-29",
      "2026-02-30",
      "2026-13-01",
      "2026-00-10",
      "2026-5-20",
      "20260520",
      "2026-05-20T00:00:00Z",
      "",
    ]) {
      expect(parseIsoDate(bad), bad).toBeNull();
      expect(isIsoDate(bad), bad).toBe(false);
    }
    expect(isIsoDate(20260520)).toBe(false);
    expect(isIsoDate("2026-05-20")).toBe(true);
  });

  it("writes padded dates", () => {
    expect(formatIsoDate({ year: 2026, month: 1, day: 5 })).toBe("2026-01-05");
    expect(formatIsoDate({ year: 99, month: 12, day: 31 })).toBe("0099-12-31");
  });

  it("throws on a malformed date instead of computing nonsense", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("knows month lengths, leap years included", () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe("today", () => {
  it("takes the calendar day of the local clock, not of UTC", () => {
    // 00:30 local on May 16: whatever the zone, the local calendar says the 16th
    expect(isoFromLocalDate(new Date(2026, 4, 16, 0, 30))).toBe("2026-05-16");
    expect(isoFromLocalDate(new Date(2026, 4, 15, 23, 59))).toBe("2026-05-15");
  });

  it("reads the current local date", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 4, 15, 10, 0));
    expect(todayIso()).toBe("2026-05-15");
  });
});

describe("arithmetic", () => {
  it("adds days across months and years", () => {
    expect(addDays("2026-05-31", 1)).toBe("2026-06-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-05-20", 0)).toBe("2026-05-20");
    expect(addDays("2026-05-20", 365)).toBe("2027-05-20");
  });

  it("adds months keeping the day, or the month's last day when it does not exist", () => {
    expect(addMonths("2026-05-20", 1)).toBe("2026-06-20");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addMonths("2026-01-15", -1)).toBe("2025-12-15");
    expect(addMonths("2026-05-20", -17)).toBe("2024-12-20");
  });

  it("adds years, Feb 29 landing on Feb 28", () => {
    expect(addYears("2026-05-20", 1)).toBe("2027-05-20");
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2028-02-29", -4)).toBe("2024-02-29");
  });

  it("is not shifted by a daylight-saving change", () => {
    // the US moved clocks forward on 2026-03-08; counting days must not care
    expect(addDays("2026-03-07", 2)).toBe("2026-03-09");
    expect(daysBetween("2026-03-01", "2026-03-31")).toBe(30);
  });

  it("counts nights between two dates", () => {
    expect(daysBetween("2026-05-20", "2026-05-23")).toBe(3);
    expect(daysBetween("2026-05-20", "2026-05-20")).toBe(0);
    expect(daysBetween("2026-05-23", "2026-05-20")).toBe(-3);
    expect(daysBetween("2026-12-30", "2027-01-02")).toBe(3);
  });
});

describe("comparison", () => {
  it("orders dates", () => {
    expect(compareIsoDates("2026-05-20", "2026-05-21")).toBe(-1);
    expect(compareIsoDates("2026-05-21", "2026-05-20")).toBe(1);
    expect(compareIsoDates("2026-05-20", "2026-05-20")).toBe(0);
    expect(compareIsoDates("2025-12-31", "2026-01-01")).toBe(-1);
  });

  it("answers before, after, same day and same month", () => {
    expect(isBefore("2026-05-15", "2026-05-16")).toBe(true);
    expect(isBefore("2026-05-16", "2026-05-16")).toBe(false);
    expect(isAfter("2026-05-17", "2026-05-16")).toBe(true);
    expect(isAfter("2026-05-16", "2026-05-16")).toBe(false);
    expect(isSameDay("2026-05-16", "2026-05-16")).toBe(true);
    expect(isSameMonth("2026-05-01", "2026-05-31")).toBe(true);
    expect(isSameMonth("2026-05-31", "2027-05-31")).toBe(false);
  });

  it("clamps into the allowed span, either bound optional", () => {
    expect(clampDate("2026-05-10", "2026-05-16", "2026-06-30")).toBe("2026-05-16");
    expect(clampDate("2026-07-10", "2026-05-16", "2026-06-30")).toBe("2026-06-30");
    expect(clampDate("2026-06-01", "2026-05-16", "2026-06-30")).toBe("2026-06-01");
    expect(clampDate("2026-01-01", null, "2026-06-30")).toBe("2026-01-01");
    expect(clampDate("2027-01-01", "2026-05-16")).toBe("2027-01-01");
  });

  it("checks ranges both ways round and validates end >= start", () => {
    expect(isWithinRange("2026-05-21", "2026-05-20", "2026-05-23")).toBe(true);
    expect(isWithinRange("2026-05-21", "2026-05-23", "2026-05-20")).toBe(true);
    expect(isWithinRange("2026-05-23", "2026-05-20", "2026-05-23")).toBe(true);
    expect(isWithinRange("2026-05-24", "2026-05-20", "2026-05-23")).toBe(false);
    expect(isValidDateRange({ start: "2026-05-20", end: "2026-05-23" })).toBe(true);
    expect(isValidDateRange({ start: "2026-05-20", end: "2026-05-20" })).toBe(true);
    expect(isValidDateRange({ start: "2026-05-23", end: "2026-05-20" })).toBe(false);
    expect(isValidDateRange({ start: "2026-05-20", end: null })).toBe(false);
    expect(isValidDateRange({ start: "2026-05-20", end: "2026-02-30" })).toBe(false);
  });

  it("applies the spec's minimum date: with tomorrow as the minimum, today is not selectable", () => {
    const rules = { minDate: "2026-05-16" };
    expect(isDateSelectable("2026-05-15", rules)).toBe(false);
    expect(isDateSelectable("2026-05-16", rules)).toBe(true);
    expect(isDateSelectable("2026-06-01", { maxDate: "2026-05-31" })).toBe(false);
    const closedOnMondays = { isDateDisabled: (date: string) => dayOfWeek(date) === 1 };
    expect(isDateSelectable("2026-05-18", closedOnMondays)).toBe(false);
    expect(isDateSelectable("2026-05-19", closedOnMondays)).toBe(true);
  });
});

describe("weeks and the month matrix", () => {
  it("knows the weekday (0 = Sunday)", () => {
    expect(dayOfWeek("2026-05-17")).toBe(0);
    expect(dayOfWeek("2026-05-20")).toBe(3);
    expect(dayOfWeek("2026-05-23")).toBe(6);
    expect(dayOfWeek("1969-12-31")).toBe(3);
  });

  it("finds the week's Sunday and Saturday and the month's ends", () => {
    expect(startOfWeek("2026-05-20")).toBe("2026-05-17");
    expect(endOfWeek("2026-05-20")).toBe("2026-05-23");
    expect(startOfWeek("2026-05-17")).toBe("2026-05-17");
    expect(startOfWeek("2026-05-01")).toBe("2026-04-26");
    expect(startOfMonth("2026-05-20")).toBe("2026-05-01");
    expect(endOfMonth("2026-02-03")).toBe("2026-02-28");
  });

  it("lays out May 2026 as 6 weeks from Sunday, neighbour days flagged", () => {
    const weeks = monthMatrix("2026-05-20");
    expect(weeks).toHaveLength(6);
    for (const week of weeks) {
      expect(week).toHaveLength(7);
      expect(dayOfWeek(week[0]!.date)).toBe(0);
    }
    // May 1st 2026 is a Friday
    expect(weeks[0]!.map((d) => d.date)).toEqual([
      "2026-04-26",
      "2026-04-27",
      "2026-04-28",
      "2026-04-29",
      "2026-04-30",
      "2026-05-01",
      "2026-05-02",
    ]);
    expect(weeks[0]!.map((d) => d.inMonth)).toEqual([false, false, false, false, false, true, true]);
    expect(weeks[5]!.at(-1)).toEqual({ date: "2026-06-06", inMonth: false });
    const inMonth = weeks.flat().filter((d) => d.inMonth);
    expect(inMonth).toHaveLength(31);
    expect(inMonth[0]!.date).toBe("2026-05-01");
    expect(inMonth.at(-1)!.date).toBe("2026-05-31");
  });

  it("keeps 6 rows for a month that fits in 4 (February 2026 starts on a Sunday)", () => {
    const weeks = monthMatrix("2026-02-01");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]![0]).toEqual({ date: "2026-02-01", inMonth: true });
    expect(weeks[4]![0]).toEqual({ date: "2026-03-01", inMonth: false });
  });
});

describe("keyboard moves", () => {
  const from = "2026-05-20"; // a Wednesday
  it.each([
    ["ArrowLeft", false, "2026-05-19"],
    ["ArrowRight", false, "2026-05-21"],
    ["ArrowUp", false, "2026-05-13"],
    ["ArrowDown", false, "2026-05-27"],
    ["Home", false, "2026-05-17"],
    ["End", false, "2026-05-23"],
    ["PageUp", false, "2026-04-20"],
    ["PageDown", false, "2026-06-20"],
    ["PageUp", true, "2025-05-20"],
    ["PageDown", true, "2027-05-20"],
  ])("%s (shift %s) moves to %s", (key, shiftKey, expected) => {
    expect(moveByKey(from, { key, shiftKey })).toBe(expected);
  });

  it("crosses month ends and keeps the day in the shorter month", () => {
    expect(moveByKey("2026-05-31", { key: "ArrowRight" })).toBe("2026-06-01");
    expect(moveByKey("2026-03-31", { key: "PageUp" })).toBe("2026-02-28");
  });

  it("ignores other keys", () => {
    expect(moveByKey(from, { key: "Enter" })).toBeNull();
    expect(moveByKey(from, { key: "a" })).toBeNull();
  });
});

describe("Intl names", () => {
  it("Korean months are 1월 to 12월", () => {
    expect(monthNames("ko")).toEqual([
      "1월",
      "2월",
      "3월",
      "4월",
      "5월",
      "6월",
      "7월",
      "8월",
      "9월",
      "10월",
      "11월",
      "12월",
    ]);
  });

  it("Korean weekdays are 일 월 화 수 목 금 토, Sunday first", () => {
    expect(weekdayNames("ko", "short")).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    expect(weekdayNames("ko", "long")).toEqual(["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"]);
  });

  it("English weekdays are Su Mo Tu We Th Fr Sa with full names for screen readers", () => {
    expect(weekdayNames("en", "short")).toEqual(["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]);
    expect(weekdayNames("en", "long")).toEqual([
      "Sunday",
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(monthNames("en")[0]).toBe("January");
  });

  it("titles a month", () => {
    expect(formatMonthTitle("2026-05-20", "en")).toBe("May 2026");
    expect(formatMonthTitle("2026-05-20", "ko")).toBe("2026년 5월");
    expect(formatMonthTitle("2026-12-01", "ko")).toBe("2026년 12월");
  });

  it("names a day in full, on the ISO day whatever the zone", () => {
    expect(formatFullDate("2026-05-20", "en")).toBe("Wednesday, May 20, 2026");
    expect(formatFullDate("2026-05-20", "ko")).toBe("2026년 5월 20일 수요일");
    expect(formatFullDate("2026-01-01", "en")).toBe("Thursday, January 1, 2026");
  });

  it("formats a chosen date and a range", () => {
    expect(formatLongDate("2026-05-20", "en")).toBe("May 20, 2026");
    expect(formatLongDate("2026-05-20", "ko")).toBe("2026년 5월 20일");
    expect(formatDateRange("2026-05-20", "2026-05-23", "en")).toBe("May 20\u2009–\u200923, 2026");
    expect(formatDateRange("2026-05-20", "2026-06-02", "ko")).toBe("2026년 5월 20일~6월 2일");
  });
});
