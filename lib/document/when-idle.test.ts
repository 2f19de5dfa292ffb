// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  FIRST_SCREEN_WAIT_MS,
  awaitFirstScreen,
  markFirstScreenShown,
  resetFirstScreen,
  whenPageIdle,
  yieldToBrowser,
} from "./when-idle";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetFirstScreen();
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

  it("in the shell, also waits for the first screen, however early the load event comes", async () => {
    setReadyState("complete");
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    awaitFirstScreen();
    const task = vi.fn();
    whenPageIdle(task);
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    markFirstScreenShown();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
    // later idle work finds the screen shown and waits for idle time only
    whenPageIdle(task);
    await vi.waitFor(() => expect(idle).toHaveLength(2));
  });

  it("runs anyway when the first screen never settles", async () => {
    vi.useFakeTimers();
    setReadyState("complete");
    vi.stubGlobal("requestIdleCallback", undefined);
    awaitFirstScreen();
    const task = vi.fn();
    whenPageIdle(task);
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 10);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe("yieldToBrowser", () => {
  it("ends the task: what follows runs in a later one, after work already queued", async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    setTimeout(() => order.push("queued before"), 0);
    const after = yieldToBrowser().then(() => order.push("after the yield"));
    await Promise.resolve();
    expect(order).toEqual([]); // not in this task's microtasks
    await vi.runAllTimersAsync();
    await after;
    expect(order).toEqual(["queued before", "after the yield"]);
  });

  it("uses the browser's scheduler where it has one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTask });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
