import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOSAVE_DELAY_MS, type SaveStatus, createAutosave } from "./autosave";

/** A save the test finishes by hand, to see what happens while one is in flight. */
function manualSaver() {
  const calls: { snapshot: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const save = vi.fn(
    (snapshot: number) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ snapshot, resolve, reject });
      }),
  );
  return { save, calls };
}

function setup() {
  const saver = manualSaver();
  const statuses: SaveStatus[] = [];
  const errors: unknown[] = [];
  const autosave = createAutosave<number>({
    save: saver.save,
    onStatus: (status, error) => {
      statuses.push(status);
      if (error !== undefined) errors.push(error);
    },
  });
  return { autosave, ...saver, statuses, errors };
}

/** Lets promise callbacks run (a finished save, the next one starting). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("autosave", () => {
  it("saves once the guest pauses, with the newest snapshot only", async () => {
    const { autosave, save, calls, statuses } = setup();
    autosave.change(1);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    autosave.change(2);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    expect(autosave.status()).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(calls[0]?.snapshot).toBe(2);
    expect(autosave.status()).toBe("saving");
    calls[0]?.resolve();
    await settle();
    expect(autosave.status()).toBe("saved");
    expect(statuses).toEqual(["pending", "pending", "saving", "saved"]);
  });

  it("saves at once on flush (Back, Next) and cancels the waiting timer", async () => {
    const { autosave, save, calls } = setup();
    autosave.change(1);
    const flushed = autosave.flush();
    expect(save).toHaveBeenCalledWith(1);
    calls[0]?.resolve();
    await expect(flushed).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("never has two saves in flight: a change during a save waits, then only the newest goes", async () => {
    const { autosave, save, calls } = setup();
    autosave.change(1);
    void autosave.flush();
    autosave.change(2);
    autosave.change(3);
    const flushed = autosave.flush();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]?.resolve();
    await settle();
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]?.snapshot).toBe(3);
    calls[1]?.resolve();
    await expect(flushed).resolves.toBe(true);
    expect(autosave.status()).toBe("saved");
  });

  it("keeps a failed snapshot and sends it again on Try again (flush)", async () => {
    const { autosave, save, calls, errors } = setup();
    autosave.change(7);
    const first = autosave.flush();
    const failure = new Error("offline");
    calls[0]?.reject(failure);
    await expect(first).resolves.toBe(false);
    expect(autosave.status()).toBe("failed");
    expect(errors).toEqual([failure]);
    // nothing is retried behind the guest's back
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 5);
    expect(save).toHaveBeenCalledTimes(1);
    const retry = autosave.flush();
    expect(calls[1]?.snapshot).toBe(7);
    calls[1]?.resolve();
    await expect(retry).resolves.toBe(true);
    expect(autosave.status()).toBe("saved");
  });

  it("after a failure, the next change saves the newer snapshot instead", async () => {
    const { autosave, calls } = setup();
    autosave.change(1);
    void autosave.flush();
    calls[0]?.reject(new Error("offline"));
    await settle();
    autosave.change(2);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls.map((c) => c.snapshot)).toEqual([1, 2]);
  });

  it("holds for a submit: waits for the save in flight, starts none, and goes on after release", async () => {
    const { autosave, save, calls } = setup();
    autosave.change(1);
    void autosave.flush();
    autosave.change(2);
    let held = false;
    const hold = autosave.hold().then(() => {
      held = true;
    });
    await settle();
    expect(held).toBe(false);
    calls[0]?.resolve();
    await hold;
    expect(held).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(save).toHaveBeenCalledTimes(1);
    expect(autosave.status()).toBe("pending");
    autosave.release();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls[1]?.snapshot).toBe(2);
  });

  it("sends nothing more once disposed (after Submit)", async () => {
    const { autosave, save } = setup();
    autosave.change(1);
    autosave.dispose();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    await expect(autosave.flush()).resolves.toBe(true);
    autosave.change(2);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it("calls the saver bound last", async () => {
    const { autosave, save } = setup();
    const later = vi.fn(() => Promise.resolve());
    autosave.bind({ save: later, onStatus: () => undefined });
    autosave.change(5);
    await autosave.flush();
    expect(save).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledWith(5);
  });
});
