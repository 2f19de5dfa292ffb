import { afterEach, describe, expect, it, vi } from "vitest";
import { whenPageIdle } from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", { value: state, configurable: true });
}

describe("whenPageIdle", () => {
  it("waits for the load event, then for idle time", () => {
    setReadyState("loading");
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    const task = vi.fn();
    whenPageIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs soon on a page already loaded, with a timer where idle callbacks do not exist", () => {
    vi.useFakeTimers();
    setReadyState("complete");
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    whenPageIdle(task);
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("can be cancelled before it runs", () => {
    vi.useFakeTimers();
    setReadyState("loading");
    vi.stubGlobal("requestIdleCallback", undefined);
    const task = vi.fn();
    const cancel = whenPageIdle(task);
    cancel();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
  });
});
