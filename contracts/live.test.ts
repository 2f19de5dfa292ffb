import { describe, expect, it } from "vitest";
import {
  applyLiveUpdate,
  EMPTY_LIVE_STATE,
  formatCountdown,
  LIVE_MESSAGES,
  type LiveState,
  type LiveUpdate,
  LiveUpdateBodySchema,
  remainingMs,
} from "./live";

const T0 = new Date("2026-05-15T01:00:00.000Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const MIN = 60_000;

/** Folds updates given as [update, seconds after T0], with ids 1, 2, 3... as the server would. */
function fold(updates: [LiveUpdate, number][], from: LiveState = EMPTY_LIVE_STATE): LiveState {
  return updates.reduce(
    (state, [update, seconds], index) => applyLiveUpdate(state, update, index + 1, later(seconds)),
    from,
  );
}

const round = (number: number, minutes: number): LiveUpdate => ({ kind: "round", number, minutes });
const timer = (action: "pause" | "resume" | "stop"): LiveUpdate => ({ kind: "timer", action });

describe("applyLiveUpdate", () => {
  it("sets an announcement with its time, and clears it when both languages are empty", () => {
    const shown = fold([[{ kind: "announcement", en: "Lunch", ko: "점심" }, 0]]);
    expect(shown).toEqual({ version: 1, announcement: { en: "Lunch", ko: "점심", at: T0.toISOString() }, round: null });
    const one = fold([[{ kind: "announcement", en: "", ko: "점심" }, 5]], shown);
    expect(one.announcement).toEqual({ en: "", ko: "점심", at: later(5).toISOString() });
    expect(fold([[{ kind: "announcement", en: "", ko: "" }, 9]], shown).announcement).toBeNull();
  });

  it("starts a round running to its end, replacing any round before", () => {
    const state = fold([
      [round(1, 20), 0],
      [timer("pause"), 60],
      [round(2, 1.5), 120],
    ]);
    expect(state.round).toEqual({
      number: 2,
      ends_at: later(120 + 90).toISOString(),
      remaining_ms: null,
      duration_ms: 90_000,
      state: "running",
    });
    expect(state.version).toBe(3);
  });

  it("pauses with the time left, resumes from it, stops at zero", () => {
    const paused = fold([
      [round(3, 20), 0],
      [timer("pause"), 5 * 60],
    ]);
    expect(paused.round).toMatchObject({ state: "paused", ends_at: null, remaining_ms: 15 * MIN });
    const resumed = fold([[timer("resume"), 10 * 60]], paused);
    expect(resumed.round).toMatchObject({
      state: "running",
      remaining_ms: null,
      ends_at: later(10 * 60 + 15 * 60).toISOString(),
    });
    const stopped = fold([[timer("stop"), 11 * 60]], resumed);
    expect(stopped.round).toMatchObject({ number: 3, state: "finished", ends_at: null, remaining_ms: 0 });
  });

  it("marks a round paused after its end as finished", () => {
    const state = fold([
      [round(1, 1), 0],
      [timer("pause"), 61],
    ]);
    expect(state.round).toMatchObject({ state: "finished", remaining_ms: 0 });
  });

  it("ignores a timer action that does not fit (resume while running, pause while paused, no round) but moves the version", () => {
    const running = fold([[round(1, 10), 0]]);
    expect(applyLiveUpdate(running, timer("resume"), 7, later(30))).toEqual({ ...running, version: 7 });
    const paused = applyLiveUpdate(running, timer("pause"), 8, later(30));
    expect(applyLiveUpdate(paused, timer("pause"), 9, later(40))).toEqual({ ...paused, version: 9 });
    expect(applyLiveUpdate(EMPTY_LIVE_STATE, timer("stop"), 4, T0)).toEqual({ ...EMPTY_LIVE_STATE, version: 4 });
  });

  it("keeps the announcement through round changes and the round through announcements", () => {
    const state = fold([
      [{ kind: "announcement", en: "Welcome", ko: "환영합니다" }, 0],
      [round(4, 20), 10],
      [timer("pause"), 20],
      [{ kind: "announcement", en: "Break", ko: "휴식" }, 30],
    ]);
    expect(state.announcement?.en).toBe("Break");
    expect(state.round).toMatchObject({ number: 4, state: "paused" });
  });
});

describe("remainingMs", () => {
  const running = fold([[round(1, 20), 0]]).round!;

  it("counts down to the end while running, never below zero", () => {
    expect(remainingMs(running, T0)).toBe(20 * MIN);
    expect(remainingMs(running, later(61.5))).toBe(20 * MIN - 61_500);
    expect(remainingMs(running, later(20 * 60))).toBe(0);
    expect(remainingMs(running, later(25 * 60))).toBe(0);
  });

  it("stands still while paused and is zero once finished", () => {
    const paused = applyLiveUpdate(fold([[round(1, 20), 0]]), timer("pause"), 2, later(90)).round!;
    expect(remainingMs(paused, later(90))).toBe(18.5 * MIN);
    expect(remainingMs(paused, later(5000))).toBe(18.5 * MIN);
    expect(remainingMs({ ...running, state: "finished", ends_at: null, remaining_ms: 0 }, T0)).toBe(0);
  });
});

describe("formatCountdown", () => {
  it.each([
    [0, "00:00"],
    [-500, "00:00"],
    [1, "00:01"],
    [999, "00:01"],
    [1000, "00:01"],
    [1001, "00:02"],
    [59_000, "00:59"],
    [60_000, "01:00"],
    [20 * MIN, "20:00"],
    [20 * MIN - 250, "20:00"],
    [59 * MIN + 59_000, "59:59"],
    [60 * MIN, "1:00:00"],
    [180 * MIN, "3:00:00"],
    [61 * MIN + 5_000, "1:01:05"],
  ])("%i ms shows %s (rounding up, so 00:00 means the time is up)", (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe("LiveUpdateBodySchema", () => {
  it("reads numbers sent as text and trims the announcement", () => {
    expect(LiveUpdateBodySchema.parse({ kind: "round", number: "3", minutes: "20" })).toEqual(round(3, 20));
    expect(LiveUpdateBodySchema.parse({ kind: "announcement", en: " Hi " })).toEqual({
      kind: "announcement",
      en: "Hi",
      ko: "",
    });
  });

  it("says the range in its own words", () => {
    const issues = (value: unknown) =>
      LiveUpdateBodySchema.safeParse(value).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ kind: "round", number: 100, minutes: 0 })).toEqual([
      ["number", LIVE_MESSAGES.roundRange],
      ["minutes", LIVE_MESSAGES.minutesRange],
    ]);
  });
});
