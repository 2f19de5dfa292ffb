import { describe, expect, it } from "vitest";
import { retentionCutoff, TRACKING_MARGIN_MS, trackingWindow } from "./tracking-rules";

const HOUR = 60 * 60 * 1000;
const STARTS = new Date("2026-06-01T09:00:00.000Z");
const ENDS = new Date("2026-06-01T18:00:00.000Z");
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const stateAt = (now: Date) => trackingWindow(STARTS, ENDS, now).state;

describe("the tracking window", () => {
  it("opens an hour before departure and closes an hour after arrival", () => {
    expect(TRACKING_MARGIN_MS).toBe(HOUR);
    expect(trackingWindow(STARTS, ENDS, STARTS)).toEqual({
      state: "open",
      opens_at: "2026-06-01T08:00:00.000Z",
      closes_at: "2026-06-01T19:00:00.000Z",
    });
  });

  it("is before until exactly an hour before departure, open from that instant", () => {
    expect(stateAt(at(STARTS, -HOUR - 1))).toBe("before");
    expect(stateAt(at(STARTS, -HOUR))).toBe("open");
    expect(stateAt(at(STARTS, -HOUR + 1))).toBe("open");
    expect(stateAt(at(STARTS, -2 * HOUR))).toBe("before");
  });

  it("is open until just before an hour after arrival; that instant is already after", () => {
    expect(stateAt(ENDS)).toBe("open");
    expect(stateAt(at(ENDS, HOUR - 1))).toBe("open");
    expect(stateAt(at(ENDS, HOUR))).toBe("after");
    expect(stateAt(at(ENDS, HOUR + 1))).toBe("after");
    expect(stateAt(at(ENDS, 24 * HOUR))).toBe("after");
  });

  it("gives the same opening and closing instants whatever the time asked about", () => {
    const before = trackingWindow(STARTS, ENDS, at(STARTS, -10 * HOUR));
    const after = trackingWindow(STARTS, ENDS, at(ENDS, 10 * HOUR));
    expect([before.opens_at, before.closes_at]).toEqual([after.opens_at, after.closes_at]);
  });
});

describe("the retention cutoff", () => {
  const NOW = new Date("2026-06-04T12:00:00.000Z");

  it("counts the retention's hours back from now", () => {
    expect(retentionCutoff(NOW, 1)).toEqual(new Date("2026-06-04T11:00:00.000Z"));
    expect(retentionCutoff(NOW, 72)).toEqual(new Date("2026-06-01T12:00:00.000Z"));
    expect(retentionCutoff(NOW, 720)).toEqual(new Date("2026-05-05T12:00:00.000Z"));
  });

  it("keeps a reading recorded exactly at the cutoff and deletes one a millisecond older (recorded < cutoff)", () => {
    const cutoff = retentionCutoff(NOW, 1);
    const exactlyAnHourBefore = at(NOW, -HOUR);
    expect(exactlyAnHourBefore < cutoff).toBe(false);
    expect(at(exactlyAnHourBefore, -1) < cutoff).toBe(true);
    expect(at(exactlyAnHourBefore, 1) < cutoff).toBe(false);
  });
});
