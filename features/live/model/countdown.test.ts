import type { LiveState } from "@contracts/live";
import { describe, expect, it } from "vitest";
import { countdownView } from "./countdown";

const NOW = Date.parse("2026-05-15T01:00:00.000Z");
const round = (over: Partial<NonNullable<LiveState["round"]>>): NonNullable<LiveState["round"]> => ({
  number: 2,
  ends_at: new Date(NOW + 75_500).toISOString(),
  remaining_ms: null,
  duration_ms: 20 * 60_000,
  state: "running",
  ...over,
});

describe("countdownView", () => {
  it("shows nothing to count without a round", () => {
    expect(countdownView(null, NOW)).toEqual({ phase: "none", remaining: 0, text: "00:00" });
  });

  it("counts a running round down to its end, in whole seconds rounded up", () => {
    expect(countdownView(round({}), NOW)).toEqual({ phase: "running", remaining: 75_500, text: "01:16" });
    expect(countdownView(round({}), NOW + 75_000).text).toBe("00:01");
  });

  it("is finished when a running round reaches its end, or was stopped", () => {
    expect(countdownView(round({}), NOW + 75_500)).toEqual({ phase: "finished", remaining: 0, text: "00:00" });
    expect(countdownView(round({ state: "finished", ends_at: null, remaining_ms: 0 }), NOW).phase).toBe("finished");
  });

  it("stands still while paused", () => {
    const paused = round({ state: "paused", ends_at: null, remaining_ms: 425_000 });
    expect(countdownView(paused, NOW)).toEqual({ phase: "paused", remaining: 425_000, text: "07:05" });
    expect(countdownView(paused, NOW + 3_600_000).text).toBe("07:05");
  });
});
