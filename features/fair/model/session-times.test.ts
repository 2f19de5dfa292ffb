import { describe, expect, it } from "vitest";
import { sessionMoment, sessionTimes, zoneCity } from "./session-times";

const keynote = { day: "2026-12-30", starts_at: "2026-12-30T10:00:00+09:00", ends_at: "2026-12-30T10:45:00+09:00" };

describe("a session's times", () => {
  it("shows Korea's time alone to a reader in Korea, or on the same clock", () => {
    expect(sessionTimes(keynote, "Asia/Seoul", "Asia/Seoul", "en")).toEqual({ programme: "10:00–10:45", local: null });
    expect(sessionTimes(keynote, "Asia/Seoul", "Asia/Tokyo", "ko")).toEqual({ programme: "10:00–10:45", local: null });
  });

  it("adds the reader's own time, and their day when the session falls on another one there", () => {
    expect(sessionTimes(keynote, "Asia/Seoul", "Asia/Singapore", "en")).toEqual({
      programme: "10:00–10:45",
      local: { time: "09:00–09:45", day: null },
    });
    // 10:00 in Seoul is 01:00 in London the same day, 20:00 the evening before in New York
    expect(sessionTimes(keynote, "Asia/Seoul", "Europe/London", "en").local).toEqual({
      time: "01:00–01:45",
      day: null,
    });
    expect(sessionTimes(keynote, "Asia/Seoul", "America/New_York", "en").local).toEqual({
      time: "20:00–20:45",
      day: "2026-12-29",
    });
  });

  it("reads a bare time on the session's day in Korea's time", () => {
    expect(sessionMoment("2026-12-30", "10:00").toISOString()).toBe("2026-12-30T01:00:00.000Z");
    expect(
      sessionTimes({ ...keynote, starts_at: "23:00", ends_at: "23:45" }, "Asia/Seoul", "Europe/Paris", "en"),
    ).toEqual({
      programme: "23:00–23:45",
      local: { time: "15:00–15:45", day: null },
    });
  });

  it("names a zone by its city", () => {
    expect(zoneCity("Europe/London")).toBe("London");
    expect(zoneCity("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
  });
});
