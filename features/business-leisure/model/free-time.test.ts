import { fitsFreeTime } from "@contracts/bleisure";
import { describe, expect, it } from "vitest";
import {
  defaultWindow,
  durationParts,
  finderDays,
  freeTimeSearch,
  quickStartOf,
  readFreeTime,
  startTimes,
  windowEnd,
  withFreeTime,
} from "./free-time";

describe("the free-time window in the address", () => {
  it("reads a whole, valid window and nothing else", () => {
    expect(readFreeTime(new URLSearchParams("date=2026-05-16&from=13:00&hours=4"))).toEqual({
      date: "2026-05-16",
      from: "13:00",
      hours: 4,
    });
    for (const bad of [
      "",
      "date=2026-05-16&from=13:00",
      "date=2026-02-30&from=13:00&hours=4",
      "date=2026-05-16&from=25:00&hours=4",
      "date=2026-05-16&from=13:00&hours=13",
      "date=2026-05-16&from=13:00&hours=0",
      "date=2026-05-16&from=13:00&hours=two",
    ]) {
      expect(readFreeTime(new URLSearchParams(bad)), bad).toBeUndefined();
    }
  });

  it("writes the window in place of the old one and keeps the rest", () => {
    const next = withFreeTime(new URLSearchParams("lang=ko&hours=2"), { date: "2026-05-20", from: "09:00", hours: 3 });
    expect(next.toString()).toBe("lang=ko&hours=3&date=2026-05-20&from=09%3A00");
    expect(withFreeTime(next, undefined).toString()).toBe("lang=ko");
    expect(freeTimeSearch({ date: "2026-05-20", from: "18:00", hours: 3 })).toBe(
      "?date=2026-05-20&from=18%3A00&hours=3",
    );
  });
});

describe("the filter's choices", () => {
  it("offers the next 14 days from tomorrow, and starts from tomorrow afternoon for four hours", () => {
    const days = finderDays("2026-05-15");
    expect(days).toHaveLength(14);
    expect(days[0]).toBe("2026-05-16");
    expect(days[13]).toBe("2026-05-29");
    expect(defaultWindow("2026-05-31")).toEqual({ date: "2026-06-01", from: "13:00", hours: 4 });
  });

  it("offers half-hour starts, adding one from a shared address", () => {
    expect(startTimes()).toHaveLength(33);
    expect(startTimes()[0]).toBe("06:00");
    expect(startTimes().at(-1)).toBe("22:00");
    expect(startTimes("07:15")).toContain("07:15");
    expect(quickStartOf("18:00")).toBe("evening");
    expect(quickStartOf("18:30")).toBeUndefined();
  });

  it("ends the window on the clock, past midnight on the next day", () => {
    expect(windowEnd({ from: "13:00", hours: 4 })).toEqual({ time: "17:00", nextDay: false });
    expect(windowEnd({ from: "20:00", hours: 6 })).toEqual({ time: "02:00", nextDay: true });
    expect(durationParts(150)).toEqual({ hours: 2, minutes: 30 });
  });
});

describe("the fit rule", () => {
  it("fits a departure at or after the start that is over by the end", () => {
    const window = { from: "13:00", hours: 4 };
    expect(fitsFreeTime("13:00", 240, window)).toBe(true);
    expect(fitsFreeTime("14:00", 180, window)).toBe(true);
    expect(fitsFreeTime("14:01", 180, window)).toBe(false);
    expect(fitsFreeTime("12:59", 60, window)).toBe(false);
    expect(fitsFreeTime("13:00", 241, window)).toBe(false);
  });
});
