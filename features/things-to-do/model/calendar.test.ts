import { describe, expect, it } from "vitest";
import {
  calendarView,
  countsByDay,
  daysWithEvents,
  eventsOn,
  gridRange,
  monthWeeks,
  moveInGrid,
  shiftMonth,
  splitByWeek,
} from "./calendar";

const event = (starts_on: string, ends_on = starts_on) => ({ starts_on, ends_on });

describe("the month's grid", () => {
  it("runs Monday to Sunday, with the neighbouring months' days at its edges", () => {
    // May 2026 starts on a Friday and ends on a Sunday
    const weeks = monthWeeks("2026-05");
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      "2026-04-27",
      "2026-04-28",
      "2026-04-29",
      "2026-04-30",
      "2026-05-01",
      "2026-05-02",
      "2026-05-03",
    ]);
    expect(weeks.at(-1)?.at(-1)).toBe("2026-05-31");
    expect(gridRange("2026-05")).toEqual({ from: "2026-04-27", to: "2026-05-31" });
  });

  it("takes only the weeks a month touches: four for a February from Monday, six for a long spread", () => {
    // February 2027 starts on a Monday and has 28 days
    expect(monthWeeks("2027-02")).toHaveLength(4);
    expect(gridRange("2027-02")).toEqual({ from: "2027-02-01", to: "2027-02-28" });
    // August 2026 starts on a Saturday and has 31 days
    expect(monthWeeks("2026-08")).toHaveLength(6);
    expect(gridRange("2026-08")).toEqual({ from: "2026-07-27", to: "2026-09-06" });
  });

  it("moves across months and years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(shiftMonth("2026-05", 0)).toBe("2026-05");
  });
});

describe("the calendar's month and day in Korea time", () => {
  it("is this month in Seoul when the address names none, although UTC is still on the month before", () => {
    // 00:30 on 1 June in Seoul
    const now = new Date("2026-05-31T15:30:00Z");
    expect(calendarView({}, now)).toEqual({ month: "2026-06", day: "2026-06-01", today: "2026-06-01" });
  });

  it("keeps a day of the month named, and otherwise today in it or its first day", () => {
    const now = new Date("2026-05-15T01:00:00Z");
    expect(calendarView({ month: "2026-05", day: "2026-05-20" }, now).day).toBe("2026-05-20");
    expect(calendarView({ month: "2026-05" }, now).day).toBe("2026-05-15");
    expect(calendarView({ month: "2026-07" }, now).day).toBe("2026-07-01");
    // a day of another month does not drag the month along
    expect(calendarView({ month: "2026-07", day: "2026-05-20" }, now)).toMatchObject({
      month: "2026-07",
      day: "2026-07-01",
    });
    // a day alone picks its month
    expect(calendarView({ day: "2026-09-03" }, now)).toMatchObject({ month: "2026-09", day: "2026-09-03" });
  });

  it("ignores a month or day that is not one", () => {
    const now = new Date("2026-05-15T01:00:00Z");
    expect(calendarView({ month: "2026-13", day: "2026-02-30" }, now)).toMatchObject({
      month: "2026-05",
      day: "2026-05-15",
    });
    expect(calendarView({ month: "May" }, now).month).toBe("2026-05");
  });
});

describe("events on the grid", () => {
  const range = gridRange("2026-05");

  it("counts an event over several days on each of its days", () => {
    const counts = countsByDay([event("2026-05-10", "2026-05-12"), event("2026-05-11")], range);
    expect(counts.get("2026-05-09")).toBeUndefined();
    expect(counts.get("2026-05-10")).toBe(1);
    expect(counts.get("2026-05-11")).toBe(2);
    expect(counts.get("2026-05-12")).toBe(1);
    expect(counts.get("2026-05-13")).toBeUndefined();
  });

  it("counts an event over the grid's edges on the grid's days only", () => {
    const counts = countsByDay([event("2026-04-01", "2026-04-28"), event("2026-05-30", "2026-06-10")], range);
    expect(counts.get("2026-04-27")).toBe(1);
    expect(counts.get("2026-04-28")).toBe(1);
    expect(counts.get("2026-04-29")).toBeUndefined();
    expect(counts.get("2026-05-31")).toBe(1);
    expect(counts.has("2026-06-01")).toBe(false);
    expect(counts.has("2026-04-26")).toBe(false);
    expect([...counts.values()].reduce((sum, n) => sum + n, 0)).toBe(4);
  });

  it("lists a day's events, its first and last days included", () => {
    const long = event("2026-05-10", "2026-05-12");
    const one = event("2026-05-12");
    expect(eventsOn([long, one], "2026-05-10")).toEqual([long]);
    expect(eventsOn([long, one], "2026-05-12")).toEqual([long, one]);
    expect(eventsOn([long, one], "2026-05-13")).toEqual([]);
  });

  it("lists the month's days with something on, leaving the neighbouring months' days out", () => {
    const days = daysWithEvents([event("2026-04-29", "2026-05-02"), event("2026-05-31", "2026-06-02")], "2026-05");
    expect(days.map((entry) => entry.day)).toEqual(["2026-05-01", "2026-05-02", "2026-05-31"]);
  });
});

describe("the keyboard in the grid", () => {
  it("moves by a day, a week, to the week's Monday and Sunday, and by a month", () => {
    expect(moveInGrid("2026-05-31", { key: "ArrowRight" })).toBe("2026-06-01");
    expect(moveInGrid("2026-05-01", { key: "ArrowLeft" })).toBe("2026-04-30");
    expect(moveInGrid("2026-05-28", { key: "ArrowDown" })).toBe("2026-06-04");
    expect(moveInGrid("2026-05-15", { key: "Home" })).toBe("2026-05-11");
    expect(moveInGrid("2026-05-15", { key: "End" })).toBe("2026-05-17");
    expect(moveInGrid("2026-05-17", { key: "Home" })).toBe("2026-05-11");
    expect(moveInGrid("2026-01-31", { key: "PageDown" })).toBe("2026-02-28");
    expect(moveInGrid("2026-05-15", { key: "PageUp", shiftKey: true })).toBe("2025-05-15");
    expect(moveInGrid("2026-05-15", { key: "a" })).toBeNull();
  });
});

describe("this week and later", () => {
  it("puts what is on from today to Sunday in this week, and what starts after it later", () => {
    // Friday 15 May 2026
    const running = event("2026-05-01", "2026-05-30");
    const sunday = event("2026-05-17");
    const ended = event("2026-05-10", "2026-05-14");
    const monday = event("2026-05-18");
    const { thisWeek, later } = splitByWeek([running, sunday, ended, monday], "2026-05-15");
    expect(thisWeek).toEqual([running, sunday]);
    expect(later).toEqual([monday]);
  });
});
