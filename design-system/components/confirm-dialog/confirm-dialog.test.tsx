import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog, ConfirmHost } from "./confirm-dialog";
import { createConfirmStore } from "./confirm-store";

afterEach(cleanup);

describe("createConfirmStore", () => {
  it("queues requests oldest first with question/default as defaults", () => {
    const store = createConfirmStore();
    void store.confirm({ title: "First" });
    void store.confirm({ title: "Second", kind: "alert", intent: "danger" });
    const [first, second] = store.getRequests();
    expect(first).toMatchObject({ title: "First", kind: "question", intent: "default" });
    expect(second).toMatchObject({ title: "Second", kind: "alert", intent: "danger" });
    expect(first!.id).not.toBe(second!.id);
  });

  it("resolves each promise with its own answer and drops it from the queue", async () => {
    const store = createConfirmStore();
    const first = store.confirm({ title: "First" });
    const second = store.confirm({ title: "Second" });
    const [a, b] = store.getRequests();
    store.answer(b!.id, false);
    store.answer(a!.id, true);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(store.getRequests()).toEqual([]);
  });

  it("ignores a second answer and unknown ids", async () => {
    const store = createConfirmStore();
    const answer = store.confirm({ title: "Once" });
    const id = store.getRequests()[0]!.id;
    store.answer(id, true);
    store.answer(id, false);
    store.answer(999, false);
    await expect(answer).resolves.toBe(true);
  });

  it("notifies subscribers and keeps the same snapshot until the queue changes", () => {
    const store = createConfirmStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getRequests();
    expect(store.getRequests()).toBe(before);
    void store.confirm({ title: "Hi" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getRequests()).not.toBe(before);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("clear answers every waiting request with false", async () => {
    const store = createConfirmStore();
    const answers = [store.confirm({ title: "A" }), store.confirm({ title: "B" })];
    store.clear();
    await expect(Promise.all(answers)).resolves.toEqual([false, false]);
    expect(store.getRequests()).toHaveLength(0);
  });
});

describe("ConfirmHost", () => {
  it("shows one request at a time and resolves Yes as true, then No as false", async () => {
    const store = createConfirmStore();
    render(<ConfirmHost store={store} />);
    let login!: Promise<boolean>;
    let reload!: Promise<boolean>;
    act(() => {
      login = store.confirm({ title: "Sign in required", message: "Go to the sign-in page?" });
      reload = store.confirm({ title: "A new version has been detected." });
    });
    const dialog = screen.getByRole("alertdialog", { name: "Sign in required" });
    expect(dialog.textContent).toContain("Go to the sign-in page?");
    expect(screen.queryByRole("alertdialog", { name: "A new version has been detected." })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await expect(login).resolves.toBe(true);

    screen.getByRole("alertdialog", { name: "A new version has been detected." });
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    await expect(reload).resolves.toBe(false);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("treats Escape as No and shows a single Confirm button for alerts", async () => {
    const store = createConfirmStore();
    render(<ConfirmHost store={store} />);
    let notice!: Promise<boolean>;
    act(() => {
      notice = store.confirm({ title: "Reservation expired", kind: "alert" });
    });
    const dialog = screen.getByRole("alertdialog", { name: "Reservation expired" });
    expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["Confirm"]);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await expect(notice).resolves.toBe(false);
  });

  it("renders in only one of two mounted hosts", () => {
    const store = createConfirmStore();
    render(
      <>
        <ConfirmHost store={store} />
        <ConfirmHost store={store} />
      </>,
    );
    act(() => {
      void store.confirm({ title: "Only once" });
    });
    expect(screen.getAllByRole("alertdialog")).toHaveLength(1);
  });
});

describe("ConfirmDialog", () => {
  it("waits for an async onConfirm, then closes", async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    render(<ConfirmDialog defaultOpen title="Delete review?" onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    const yes = screen.getByRole("button", { name: "Yes" });
    fireEvent.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(yes.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "No" }).disabled).toBe(true);
    // Escape is ignored while the work runs
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    await act(async () => {
      finish();
      await Promise.resolve();
    });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("stays open when onConfirm rejects, ready to try again", async () => {
    let fail!: (error: Error) => void;
    const onConfirm = vi.fn(() => new Promise<void>((_, reject) => (fail = reject)));
    const onCancel = vi.fn();
    render(<ConfirmDialog defaultOpen title="Cancel booking?" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
    await act(async () => {
      fail(new Error("network"));
      await Promise.resolve();
    });
    const yes = screen.getByRole("button", { name: "Yes" });
    expect(yes.hasAttribute("aria-busy")).toBe(false);
    expect((yes as HTMLButtonElement).disabled).toBe(false);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "No" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("focuses No first for a dangerous question and Yes otherwise", () => {
    const { unmount } = render(<ConfirmDialog defaultOpen title="Delete?" intent="danger" />);
    expect(document.activeElement?.textContent).toBe("No");
    unmount();
    render(<ConfirmDialog defaultOpen title="Go to sign in?" />);
    expect(document.activeElement?.textContent).toBe("Yes");
  });
});
