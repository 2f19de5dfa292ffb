/**
 * The saving rule of a form saved as the person goes (the survey's answers, ADR 0016; the education application's
 * draft, ADR 0025), so a reload or another device resumes where they were.
 *
 * - A change is saved once the person pauses (`delayMs` after the last change); Back and Next save at once (`flush`).
 * - Never two saves of one form in flight: a change made while a save runs waits for it, then only the newest
 *   snapshot is sent (each snapshot holds every answer, so the ones in between are not needed).
 * - A failed save keeps the snapshot: the next change, or `flush` ("Try again"), sends it again.
 */
export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "failed";

export type AutosaveHandlers<S> = {
  save: (snapshot: S) => Promise<unknown>;
  onStatus: (status: SaveStatus, error?: unknown) => void;
};

export type AutosaveOptions<S> = Partial<AutosaveHandlers<S>> & { delayMs?: number };

export type Autosave<S> = {
  /** A new snapshot to save once the guest pauses. */
  change: (snapshot: S) => void;
  /** Saves what is waiting now (after the save in flight, if any); true when everything is saved. */
  flush: () => Promise<boolean>;
  /** Stops saving until `release` (a submit is under way) and waits for the save in flight; waiting changes stay. */
  hold: () => Promise<void>;
  /** Saving goes on; a waiting change is saved after the usual pause. */
  release: () => void;
  /** Stops for good: no timer left, nothing more is sent. */
  dispose: () => void;
  /** Replaces the saver and the listener (a screen passes its latest ones after each render). */
  bind: (handlers: AutosaveHandlers<S>) => void;
  status: () => SaveStatus;
};

export const AUTOSAVE_DELAY_MS = 800;

export function createAutosave<S>(options: AutosaveOptions<S> = {}): Autosave<S> {
  const delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
  let handlers: AutosaveHandlers<S> = {
    save: options.save ?? (() => Promise.resolve()),
    onStatus: options.onStatus ?? (() => undefined),
  };
  let waiting: { snapshot: S } | null = null;
  let running: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let status: SaveStatus = "idle";
  let held = false;
  let disposed = false;

  const setStatus = (next: SaveStatus, error?: unknown) => {
    status = next;
    if (!disposed) handlers.onStatus(next, error);
  };

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  // sends the waiting snapshot, then any that came while it was on its way, one at a time
  const drain = async (): Promise<boolean> => {
    while (waiting && !held && !disposed) {
      const { snapshot } = waiting;
      waiting = null;
      setStatus("saving");
      try {
        await handlers.save(snapshot);
      } catch (error) {
        // a newer change supersedes the failed snapshot; without one, the failed one waits for "Try again"
        waiting ??= { snapshot };
        setStatus("failed", error);
        return false;
      }
    }
    if (disposed) return false;
    // held for a submit with a change still waiting: it is not saved yet
    setStatus(waiting ? "pending" : "saved");
    return !waiting;
  };

  const start = (): Promise<boolean> => {
    clearTimer();
    // one save at a time: after the one in flight, whatever still waits (a failed snapshot too) goes next
    if (running) return running.then(() => start());
    if (!waiting || held || disposed) return Promise.resolve(!waiting);
    const run = drain().finally(() => {
      running = null;
    });
    running = run;
    return run;
  };

  return {
    change(snapshot) {
      if (disposed) return;
      waiting = { snapshot };
      if (status !== "saving") setStatus("pending");
      if (held) return;
      clearTimer();
      timer = setTimeout(() => {
        timer = null;
        void start();
      }, delayMs);
    },
    flush: start,
    async hold() {
      held = true;
      clearTimer();
      await running;
    },
    release() {
      held = false;
      if (!waiting || disposed) return;
      clearTimer();
      timer = setTimeout(() => {
        timer = null;
        void start();
      }, delayMs);
    },
    dispose() {
      disposed = true;
      clearTimer();
      waiting = null;
    },
    bind(next) {
      handlers = next;
    },
    status: () => status,
  };
}
