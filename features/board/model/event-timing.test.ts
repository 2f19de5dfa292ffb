import { describe, expect, it } from "vitest";
import { eventDays, timingText } from "./event-text";
import { daysBetween, eventTiming } from "./event-timing";
import { koreanDay } from "./dates";

// 15 May 2026, 00:30 in Seoul: still the 14th in UTC, so the Korean day must decide
const now = new Date("2026-05-14T15:30:00Z");
const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe("eventTiming", () => {
  it("judges by the Korean calendar day", () => {
    expect(eventTiming({ starts_on: "2026-05-01", ends_on: "2026-05-14" }, now).kind).toBe("ended");
    expect(eventTiming({ starts_on: "2026-05-01", ends_on: "2026-05-15" }, now)).toEqual({
      kind: "ongoing",
      daysLeft: 0,
      startsOn: "2026-05-01",
      endsOn: "2026-05-15",
    });
    expect(eventTiming({ starts_on: "2026-05-16", ends_on: "2026-05-20" }, now).kind).toBe("upcoming");
    expect(eventTiming({ starts_on: "2026-05-15", ends_on: "2026-05-20" }, now)).toMatchObject({ daysLeft: 5 });
  });

  it("takes a one-sided event as lasting that one day, and a post without days as no event", () => {
    expect(eventTiming({ starts_on: null, ends_on: "2026-05-15" }, now)).toMatchObject({
      kind: "ongoing",
      startsOn: "2026-05-15",
    });
    expect(eventTiming({ starts_on: "2026-05-10", ends_on: null }, now).kind).toBe("ended");
    expect(eventTiming({ starts_on: null, ends_on: null }, now)).toEqual({ kind: "undated" });
  });

  it("counts whole days across months and years", () => {
    expect(daysBetween("2026-05-15", "2026-06-01")).toBe(17);
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1);
    expect(daysBetween("2026-05-15", "2026-05-10")).toBe(-5);
  });
});

describe("event words", () => {
  it("says what matters for each state", () => {
    expect(timingText(eventTiming({ starts_on: "2026-05-01", ends_on: "2026-05-15" }, now), t, "en")).toBe(
      "events.timing.endsToday",
    );
    expect(timingText(eventTiming({ starts_on: "2026-05-01", ends_on: "2026-05-18" }, now), t, "en")).toBe(
      'events.timing.daysLeft {"count":3}',
    );
    expect(timingText(eventTiming({ starts_on: "2026-06-05", ends_on: "2026-06-26" }, now), t, "en")).toBe(
      'events.timing.upcoming {"date":"June 5, 2026"}',
    );
    expect(timingText(eventTiming({ starts_on: null, ends_on: null }, now), t, "en")).toBeNull();
  });

  it("writes the days in the page's language, once for a one-day event", () => {
    const month = eventTiming({ starts_on: "2026-05-01", ends_on: "2026-05-31" }, now);
    expect(eventDays(month, "en")).toBe("May 1, 2026 ~ May 31, 2026");
    expect(eventDays(month, "ko")).toBe("2026년 5월 1일 ~ 2026년 5월 31일");
    expect(eventDays(eventTiming({ starts_on: "2026-05-20", ends_on: "2026-05-20" }, now), "en")).toBe("May 20, 2026");
  });
});

describe("koreanDay", () => {
  it("dates a moment as Korea saw it", () => {
    expect(koreanDay("2026-05-14T16:30:00Z")).toBe("2026-05-15");
    expect(koreanDay("2026-05-15T09:00:00+09:00")).toBe("2026-05-15");
    expect(koreanDay("not a date")).toBe("not a date");
  });
});
