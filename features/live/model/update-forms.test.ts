import { EMPTY_LIVE_STATE, type LiveState } from "@contracts/live";
import { describe, expect, it } from "vitest";
import { announcementIssues, nextRoundNumber, roundFormIssues, timerActions } from "./update-forms";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const withRound = (number: number): LiveState => ({
  ...EMPTY_LIVE_STATE,
  round: { number, ends_at: null, remaining_ms: 0, duration_ms: 60_000, state: "finished" },
});

describe("nextRoundNumber", () => {
  it("offers the round after the current one, 1 at first, never past 99", () => {
    expect(nextRoundNumber(null)).toBe(1);
    expect(nextRoundNumber(EMPTY_LIVE_STATE)).toBe(1);
    expect(nextRoundNumber(withRound(3))).toBe(4);
    expect(nextRoundNumber(withRound(99))).toBe(99);
  });
});

describe("roundFormIssues", () => {
  it("accepts a round from 1 to 99 and 1 to 180 minutes, fractions of minutes included", () => {
    expect(roundFormIssues({ number: "1", minutes: "20" }, t)).toEqual({});
    expect(roundFormIssues({ number: "99", minutes: "180" }, t)).toEqual({});
    expect(roundFormIssues({ number: " 7 ", minutes: "1.5" }, t)).toEqual({});
  });

  it("names each field's problem in the contract's words", () => {
    expect(roundFormIssues({ number: "", minutes: "" }, t)).toEqual({
      number: "messages.required",
      minutes: "messages.required",
    });
    expect(roundFormIssues({ number: "0", minutes: "181" }, t)).toEqual({
      number: "messages.roundRange",
      minutes: "messages.minutesRange",
    });
    expect(roundFormIssues({ number: "100", minutes: "0.5" }, t)).toEqual({
      number: "messages.roundRange",
      minutes: "messages.minutesRange",
    });
    // the form's field takes whole numbers only; the contract still refuses a fraction typed elsewhere
    expect(Object.keys(roundFormIssues({ number: "2.5", minutes: "20" }, t))).toEqual(["number"]);
  });
});

describe("announcementIssues", () => {
  it("allows empty fields (clearing) and up to 500 characters", () => {
    expect(announcementIssues({ en: "", ko: "" }, t)).toEqual({});
    expect(announcementIssues({ en: "x".repeat(500), ko: "가".repeat(500) }, t)).toEqual({});
  });

  it("says how long a field may be", () => {
    expect(announcementIssues({ en: "x".repeat(501), ko: "" }, t)).toEqual({ en: 'messages.tooLong {"max":500}' });
  });
});

describe("timerActions", () => {
  it("offers pause and stop while running, resume and stop while paused, nothing otherwise", () => {
    expect(timerActions("running")).toEqual({ pause: true, resume: false, stop: true });
    expect(timerActions("paused")).toEqual({ pause: false, resume: true, stop: true });
    expect(timerActions("finished")).toEqual({ pause: false, resume: false, stop: false });
    expect(timerActions("none")).toEqual({ pause: false, resume: false, stop: false });
  });
});
