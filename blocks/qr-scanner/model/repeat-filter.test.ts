import { describe, expect, it } from "vitest";
import { REPEAT_WINDOW_MS, createRepeatFilter } from "./repeat-filter";

describe("createRepeatFilter", () => {
  it("lets a code through once within the window, and again after it", () => {
    const filter = createRepeatFilter();
    expect(filter.accept("badge-0001", 1_000)).toBe(true);
    expect(filter.accept("badge-0001", 1_100)).toBe(false);
    expect(filter.accept("badge-0001", 1_000 + REPEAT_WINDOW_MS - 1)).toBe(false);
    expect(filter.accept("badge-0001", 1_000 + REPEAT_WINDOW_MS)).toBe(true);
  });

  it("counts the window from the scan let through, not from the repeats", () => {
    const filter = createRepeatFilter(3000);
    expect(filter.accept("held-in-view", 0)).toBe(true);
    for (let at = 120; at < 3000; at += 120) expect(filter.accept("held-in-view", at)).toBe(false);
    expect(filter.accept("held-in-view", 3000)).toBe(true);
  });

  it("does not hold back another badge", () => {
    const filter = createRepeatFilter(3000);
    expect(filter.accept("badge-aaaa", 0)).toBe(true);
    expect(filter.accept("badge-bbbb", 10)).toBe(true);
    expect(filter.accept("badge-aaaa", 20)).toBe(false);
    expect(filter.accept("badge-bbbb", 30)).toBe(false);
  });
});
