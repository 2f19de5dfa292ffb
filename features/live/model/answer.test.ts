import { EMPTY_LIVE_STATE, type LiveState } from "@contracts/live";
import { describe, expect, it } from "vitest";
import { answerSummary } from "./answer";
import { latestState } from "./latest";

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);
const NOW = "2026-05-15T01:00:00.000Z";

describe("answerSummary", () => {
  it("says what was saved, when, and what the screens show from then on", () => {
    const state: LiveState = {
      version: 7,
      announcement: { en: "Hi", ko: "", at: NOW },
      round: {
        number: 2,
        ends_at: "2026-05-15T01:20:00.000Z",
        remaining_ms: null,
        duration_ms: 1_200_000,
        state: "running",
      },
    };
    const text = answerSummary({ state, server_now: NOW }, t, "en");
    expect(text).toContain('"version":7');
    expect(text).toContain('"at":"May 15, 2026 at 10:00 AM"');
    expect(text).toContain('"round":"answer.round.running {\\"number\\":2,\\"time\\":\\"20:00\\"}"');
    expect(text).toContain('"announcement":"answer.announcement.shown"');
  });

  it("says when there is no round and no announcement", () => {
    const text = answerSummary({ state: { ...EMPTY_LIVE_STATE, version: 1 }, server_now: NOW }, t, "ko");
    expect(text).toContain('"round":"answer.round.none"');
    expect(text).toContain('"announcement":"answer.announcement.none"');
    expect(text).toContain('"at":"2026년 5월 15일 10:00"');
  });
});

describe("latestState", () => {
  const v = (version: number, offsetMs = 0) => ({ state: { ...EMPTY_LIVE_STATE, version }, offsetMs });

  it("takes the higher version, whichever side it is on", () => {
    expect(latestState(v(3), v(5, 9))).toEqual(v(5, 9));
    expect(latestState(v(6, 1), v(5))).toEqual(v(6, 1));
    expect(latestState(null, v(2))).toEqual(v(2));
    expect(latestState(v(2), null)).toEqual(v(2));
    expect(latestState(null, null)).toBeNull();
  });

  it("keeps the stream's state on a tie (the same push heard both ways)", () => {
    const stream = v(4, 100);
    expect(latestState(stream, v(4, 0))).toBe(stream);
  });
});
