import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster, ToastView } from "./toast";
import { TOAST_DURATION, type ToastClock, createToastStore, toast, toastStore } from "./toast-store";

// the fake timers drive Date as well: a clock on Date.now() follows them exactly
const fakeClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  toastStore.dismiss();
  vi.useRealTimers();
});

const messages = (store: ReturnType<typeof createToastStore>) => store.getToasts().map((t) => t.message);

describe("toast store", () => {
  it("shows a toast for the spec's 1000 ms, then removes it", () => {
    const store = createToastStore({ clock: fakeClock });
    store.show("success", "Saved.");
    expect(TOAST_DURATION).toBe(1000);
    vi.advanceTimersByTime(999);
    expect(messages(store)).toEqual(["Saved."]);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it("honours a custom duration and keeps an Infinity toast until dismissed", () => {
    const store = createToastStore({ clock: fakeClock });
    store.show("info", "Long", { duration: 3000 });
    const sticky = store.show("warning", "Sticky", { duration: Number.POSITIVE_INFINITY });
    vi.advanceTimersByTime(2999);
    expect(messages(store)).toEqual(["Long", "Sticky"]);
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(["Sticky"]);
    store.dismiss(sticky);
    expect(messages(store)).toEqual([]);
  });

  it("pauses every timer and resumes with the time that was left", () => {
    const store = createToastStore({ clock: fakeClock });
    store.show("success", "Saved.");
    vi.advanceTimersByTime(600);
    store.pause();
    expect(store.isPaused()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(messages(store)).toEqual(["Saved."]);
    store.resume();
    vi.advanceTimersByTime(399);
    expect(messages(store)).toEqual(["Saved."]);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it("a toast raised while paused waits for the resume, with its full time", () => {
    const store = createToastStore({ clock: fakeClock });
    store.pause();
    store.show("info", "Later");
    vi.advanceTimersByTime(5000);
    expect(messages(store)).toEqual(["Later"]);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(messages(store)).toEqual(["Later"]);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it("does not stack the same message twice: the repeat restarts the timer", () => {
    const store = createToastStore({ clock: fakeClock });
    store.show("error", "An error has occurred!");
    vi.advanceTimersByTime(800);
    store.show("error", "An error has occurred!");
    expect(messages(store)).toEqual(["An error has occurred!"]);
    vi.advanceTimersByTime(800);
    expect(messages(store)).toEqual(["An error has occurred!"]);
    vi.advanceTimersByTime(200);
    expect(messages(store)).toEqual([]);
  });

  it("replaces a toast raised with the same id, in place", () => {
    const store = createToastStore({ clock: fakeClock });
    store.show("info", "Uploading…", { id: "upload" });
    store.show("info", "Other");
    store.show("success", "Uploaded.", { id: "upload" });
    expect(store.getToasts().map((t) => [t.id, t.variant, t.message])).toEqual([
      ["upload", "success", "Uploaded."],
      ["info:Other", "info", "Other"],
    ]);
  });

  it("keeps the same message in different variants apart", () => {
    const store = createToastStore({ clock: fakeClock });
    store.show("success", "Done");
    store.show("info", "Done");
    expect(store.getToasts()).toHaveLength(2);
  });

  it("dismisses one toast by id, or all, and stops their timers", () => {
    const store = createToastStore({ clock: fakeClock });
    const a = store.show("success", "A");
    store.show("info", "B");
    store.show("warning", "C");
    store.dismiss(a);
    expect(messages(store)).toEqual(["B", "C"]);
    store.dismiss("nope");
    expect(messages(store)).toEqual(["B", "C"]);
    store.dismiss();
    expect(messages(store)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("drops the oldest beyond the limit", () => {
    const store = createToastStore({ clock: fakeClock, limit: 2 });
    store.show("info", "1");
    store.show("info", "2");
    store.show("info", "3");
    expect(messages(store)).toEqual(["2", "3"]);
    expect(vi.getTimerCount()).toBe(2);
  });

  it("notifies subscribers and keeps the snapshot stable between changes", () => {
    const store = createToastStore({ clock: fakeClock });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getToasts();
    expect(store.getToasts()).toBe(before);
    store.show("info", "Hi");
    vi.advanceTimersByTime(TOAST_DURATION);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.show("info", "Again");
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("the shared `toast` helpers raise each variant on the app's store with the real clock", () => {
    toast.success("s");
    toast.error("e");
    toast.info("i");
    const id = toast.warning("w", { id: "warn" });
    expect(id).toBe("warn");
    expect(toastStore.getToasts().map((t) => t.variant)).toEqual(["success", "error", "info", "warning"]);
    toast.dismiss("warn");
    expect(toastStore.getToasts()).toHaveLength(3);
    vi.advanceTimersByTime(TOAST_DURATION);
    expect(toastStore.getToasts()).toHaveLength(0);
  });
});

describe("Toaster", () => {
  it("renders the stack in a labelled polite region, errors as alerts", () => {
    const store = createToastStore({ clock: fakeClock });
    render(<Toaster store={store} />);
    act(() => {
      store.show("success", "Saved.");
      store.show("error", "An error has occurred!");
    });
    const region = screen.getByRole("region", { name: "Notifications" });
    expect(region.querySelector("ol")?.getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole("alert").textContent).toBe("Error: An error has occurred!");
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION);
    });
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });

  it("pauses while hovered and while focused", () => {
    const store = createToastStore({ clock: fakeClock });
    render(<Toaster store={store} />);
    act(() => void store.show("info", "Deposit due within 3 days."));
    const list = screen.getByRole("list");
    fireEvent.mouseEnter(list);
    expect(store.isPaused()).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByText("Deposit due within 3 days.")).toBeTruthy();
    fireEvent.mouseLeave(list);
    expect(store.isPaused()).toBe(false);

    act(() => screen.getByRole("button", { name: "Dismiss notification" }).focus());
    expect(store.isPaused()).toBe(true);
    act(() => screen.getByRole("button", { name: "Dismiss notification" }).blur());
    expect(store.isPaused()).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION);
    });
    expect(screen.queryByText("Deposit due within 3 days.")).toBeNull();
  });

  it("closes with its button, and Escape closes the focused toast and moves to the next", () => {
    const store = createToastStore({ clock: fakeClock });
    render(<Toaster store={store} />);
    act(() => {
      store.show("info", "One", { duration: Number.POSITIVE_INFINITY });
      store.show("info", "Two", { duration: Number.POSITIVE_INFINITY });
      store.show("info", "Three", { duration: Number.POSITIVE_INFINITY });
    });
    const closes = screen.getAllByRole("button", { name: "Dismiss notification" });
    fireEvent.click(closes[2]!);
    expect(messages(store)).toEqual(["One", "Two"]);
    act(() => closes[0]!.focus());
    fireEvent.keyDown(closes[0]!, { key: "Escape" });
    expect(messages(store)).toEqual(["Two"]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Dismiss notification" }));
  });

  it("renders in only one of two mounted Toasters", () => {
    const store = createToastStore({ clock: fakeClock });
    render(
      <>
        <Toaster store={store} />
        <Toaster store={store} />
      </>,
    );
    act(() => void store.show("success", "Once"));
    expect(screen.getAllByText("Once")).toHaveLength(1);
    expect(screen.getAllByRole("region")).toHaveLength(1);
  });
});

describe("ToastView", () => {
  it("shows no close button without onDismiss", () => {
    render(<ToastView variant="warning" message="Heads up" />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Heads up").closest("[data-slot=toast]")?.getAttribute("data-variant")).toBe("warning");
  });
});
