// @vitest-environment jsdom
import type { LiveState } from "@contracts/live";
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountdown } from "./use-countdown";

const SERVER_NOW = Date.parse("2026-05-15T01:00:00.000Z");
const running: NonNullable<LiveState["round"]> = {
  number: 1,
  ends_at: new Date(SERVER_NOW + 3_000).toISOString(),
  remaining_ms: null,
  duration_ms: 60_000,
  state: "running",
};

beforeEach(() => {
  vi.useFakeTimers();
  // the screen's clock is a minute fast: the offset puts it right
  vi.setSystemTime(SERVER_NOW + 60_000);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useCountdown", () => {
  it("ticks a running round down by the server's clock to 'finished'", () => {
    const { result } = renderHook(() => useCountdown(running, -60_000));
    expect(result.current).toEqual({ phase: "running", remaining: 3000, text: "00:03" });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current.text).toBe("00:02");
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(result.current).toEqual({ phase: "finished", remaining: 0, text: "00:00" });
  });

  it("does not tick a paused round", () => {
    const paused = { ...running, state: "paused" as const, ends_at: null, remaining_ms: 42_000 };
    const { result } = renderHook(() => useCountdown(paused, -60_000));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toEqual({ phase: "paused", remaining: 42_000, text: "00:42" });
    expect(vi.getTimerCount()).toBe(0);
  });
});
