import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_VERSION_POLL_MS, startVersionCheck } from "./version-check";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(versions: (string | Error)[], answer = true, intervalMs?: number) {
  const fetchVersion = vi.fn(() => {
    const next = versions.shift() ?? "v1";
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const confirmReload = vi.fn(() => Promise.resolve(answer));
  const reload = vi.fn();
  const log = vi.fn();
  const stop = startVersionCheck({ fetchVersion, confirmReload, reload, log, intervalMs });
  return { fetchVersion, confirmReload, reload, log, stop };
}

describe("startVersionCheck", () => {
  it("polls every 20 s when configured so and asks to reload when the version changes", async () => {
    const s = setup(["v1", "v1", "v2"], true, 20_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(s.fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.fetchVersion).toHaveBeenCalledTimes(2);
    expect(s.confirmReload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(s.confirmReload).toHaveBeenCalledTimes(1);
    expect(s.reload).toHaveBeenCalledTimes(1);
  });

  it("polls every 30 s when no interval is configured", async () => {
    const s = setup(["v1", "v1"]);
    await vi.advanceTimersByTimeAsync(DEFAULT_VERSION_POLL_MS - 1);
    expect(s.fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.fetchVersion).toHaveBeenCalledTimes(2);
    expect(DEFAULT_VERSION_POLL_MS).toBe(30_000);
  });

  it("stops checking when the person declines", async () => {
    const s = setup(["v1", "v2", "v3"], false, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(s.confirmReload).toHaveBeenCalledTimes(1);
    expect(s.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.fetchVersion).toHaveBeenCalledTimes(2);
  });

  it("only logs failures and keeps checking", async () => {
    const s = setup([new Error("offline"), "v1", new Error("offline"), "v1"], true, 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(s.log).toHaveBeenCalledTimes(2);
    expect(s.fetchVersion).toHaveBeenCalledTimes(4);
    expect(s.confirmReload).not.toHaveBeenCalled();
  });

  it("can be stopped from outside", async () => {
    const s = setup(["v1", "v2"], true, 1000);
    await vi.advanceTimersByTimeAsync(0);
    s.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(s.fetchVersion).toHaveBeenCalledTimes(1);
  });
});
