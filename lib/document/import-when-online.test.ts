// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { importWhenOnline } from "./import-when-online";

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  if (online) window.dispatchEvent(new Event("online"));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("importWhenOnline", () => {
  it("loads at once while online", async () => {
    const load = vi.fn(() => Promise.resolve("chunk"));
    await expect(importWhenOnline(load)).resolves.toBe("chunk");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not fetch while the browser is offline, and fetches once it is back", async () => {
    setOnline(false);
    const load = vi.fn(() => Promise.resolve("chunk"));
    const loading = importWhenOnline(load);
    await Promise.resolve();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    setOnline(true);
    await expect(loading).resolves.toBe("chunk");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed fetch again after 1 s, 2 s and 4 s, then gives up with the last error", async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
    const loading = importWhenOnline(load);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(load).toHaveBeenCalledTimes(4);
    expect(await outcome).toBeInstanceOf(TypeError);
  });

  it("succeeds on a later try: a fetch that failed once in a network drop does not break the page", async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue("chunk");
    const loading = importWhenOnline(load);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loading).resolves.toBe("chunk");
  });
});
