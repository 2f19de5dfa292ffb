import { describe, expect, it } from "vitest";
import { countdownParts, countdownText, nextTickIn, remainingAfter } from "./countdown";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The key and its values, so a test reads which words the card would use. */
const t = (key: string, options?: Record<string, unknown>) =>
  `${key.split(".").pop()}(${Object.values(options ?? {}).join(",")})`;

describe("remainingAfter", () => {
  it("counts down from the server's answer on the page's own clock, never below 0", () => {
    expect(remainingAfter(10 * SECOND, 3 * SECOND)).toBe(7 * SECOND);
    expect(remainingAfter(10 * SECOND, 11 * SECOND)).toBe(0);
  });

  it("ignores a clock that went backwards (a suspended tab's monotonic time never does, a Date may)", () => {
    expect(remainingAfter(10 * SECOND, -5 * SECOND)).toBe(10 * SECOND);
  });
});

describe("countdownParts", () => {
  it("splits what is left into days, hours, minutes and seconds of 24-hour days", () => {
    expect(countdownParts(2 * DAY + 5 * HOUR + 12 * MINUTE + 30 * SECOND)).toEqual({
      days: 2,
      hours: 5,
      minutes: 12,
      seconds: 30,
    });
  });

  it("counts a part second as a whole one, so 0 means stopped", () => {
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-50)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    // the last millisecond of a day: still that whole day
    expect(countdownParts(DAY - 1)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("countdownText", () => {
  it("says days, hours and minutes while a day or more is left", () => {
    expect(countdownText(2 * DAY + 5 * HOUR + 12 * MINUTE + 30 * SECOND, t)).toBe("daysHoursMinutes(2,5,12)");
  });

  it("says hours and minutes while an hour or more is left", () => {
    expect(countdownText(3 * HOUR + 7 * MINUTE, t)).toBe("hoursMinutes(3,7)");
    expect(countdownText(HOUR, t)).toBe("hoursMinutes(1,0)");
  });

  it("says minutes and two-digit seconds in the last hour", () => {
    expect(countdownText(59 * MINUTE + 59 * SECOND, t)).toBe("minutesSeconds(59,59)");
    expect(countdownText(4 * SECOND + 200, t)).toBe("minutesSeconds(0,05)");
    expect(countdownText(0, t)).toBe("minutesSeconds(0,00)");
  });

  it("a 2-day pass activated at 23:50 KST has 1 day and 10 minutes left at activation", () => {
    // valid until 23:59:59.999 KST on the next day: 24 h 10 min from 23:50
    const activated = new Date("2026-05-01T23:50:00+09:00");
    const until = new Date("2026-05-02T23:59:59.999+09:00");
    expect(countdownText(until.getTime() + 1 - activated.getTime(), t)).toBe("daysHoursMinutes(1,0,10)");
  });
});

describe("nextTickIn", () => {
  it("wakes when the shown second changes", () => {
    expect(nextTickIn(5 * SECOND + 250)).toBe(250);
    expect(nextTickIn(5 * SECOND)).toBe(SECOND);
    expect(nextTickIn(0)).toBe(SECOND);
  });
});
