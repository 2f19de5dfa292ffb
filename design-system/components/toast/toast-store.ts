/**
 * The toast queue: plain TypeScript with no React, so lib/ (the HTTP client's red error toast, clipboard helpers)
 * can raise a toast without a component. `<Toaster />` renders it.
 */

export type ToastVariant = "success" | "error" | "info" | "warning";

/** The spec's display time. */
export const TOAST_DURATION = 1000;
/** More than this many at once push the oldest out, so the stack never covers the page. */
export const TOAST_LIMIT = 5;

export type ToastOptions = {
  /**
   * Raising a toast with an id that is on screen replaces it and restarts its timer instead of stacking a copy.
   * Defaults to the variant and message, so the same message is never shown twice at once.
   */
  id?: string;
  /** Milliseconds on screen (default 1000); `Infinity` keeps it until dismissed. */
  duration?: number;
};

export type Toast = {
  id: string;
  variant: ToastVariant;
  message: string;
  duration: number;
};

export type ToastClock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type ToastStore = {
  /** Shows a toast and returns its id. */
  show: (variant: ToastVariant, message: string, options?: ToastOptions) => string;
  /** Removes the toast `id`, or every toast without an id. */
  dismiss: (id?: string) => void;
  /** Stops every timer (the pointer or the focus is on the toasts: WCAG 2.2.1). */
  pause: () => void;
  /** Restarts the timers with the time each had left. */
  resume: () => void;
  isPaused: () => boolean;
  /** The toasts on screen, oldest first; the same array until something changes. */
  getToasts: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
};

type Timer = { handle: unknown; startedAt: number; remaining: number };

const realClock: ToastClock = {
  // not Date.now(): monotonic, and untouched by the pinned date of the stories
  now: () => performance.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore({ clock = realClock, limit = TOAST_LIMIT } = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let paused = false;
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer?.handle !== undefined) clock.clearTimeout(timer.handle);
    timers.delete(id);
  };

  const runTimer = (id: string, timer: Timer) => {
    timer.startedAt = clock.now();
    timer.handle = clock.setTimeout(() => dismiss(id), timer.remaining);
  };

  const startTimer = (id: string, duration: number) => {
    stopTimer(id);
    if (!Number.isFinite(duration)) return;
    const timer: Timer = { handle: undefined, startedAt: 0, remaining: Math.max(0, duration) };
    timers.set(id, timer);
    if (!paused) runTimer(id, timer);
  };

  function dismiss(id?: string) {
    const gone = id === undefined ? toasts : toasts.filter((toast) => toast.id === id);
    if (gone.length === 0) return;
    for (const toast of gone) stopTimer(toast.id);
    toasts = id === undefined ? [] : toasts.filter((toast) => toast.id !== id);
    emit();
  }

  return {
    show(variant, message, options = {}) {
      const id = options.id ?? `${variant}:${message}`;
      const toast: Toast = { id, variant, message, duration: options.duration ?? TOAST_DURATION };
      const index = toasts.findIndex((existing) => existing.id === id);
      if (index >= 0) {
        toasts = toasts.map((existing, i) => (i === index ? toast : existing));
      } else {
        toasts = [...toasts, toast];
        for (const dropped of toasts.slice(0, Math.max(0, toasts.length - limit))) stopTimer(dropped.id);
        toasts = toasts.slice(-limit);
      }
      startTimer(id, toast.duration);
      emit();
      return id;
    },
    dismiss,
    pause() {
      if (paused) return;
      paused = true;
      const now = clock.now();
      for (const timer of timers.values()) {
        if (timer.handle === undefined) continue;
        clock.clearTimeout(timer.handle);
        timer.handle = undefined;
        timer.remaining = Math.max(0, timer.remaining - (now - timer.startedAt));
      }
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, timer] of timers) runTimer(id, timer);
    },
    isPaused: () => paused,
    getToasts: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one queue, rendered by `<Toaster />`. */
export const toastStore = createToastStore();

/** Raise a toast from anywhere: `toast.success(t("saved"))`, `toast.error(error.message, { id: "network" })`. */
export const toast = {
  success: (message: string, options?: ToastOptions) => toastStore.show("success", message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show("error", message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show("info", message, options),
  warning: (message: string, options?: ToastOptions) => toastStore.show("warning", message, options),
  /** Removes one toast by id, or all of them. */
  dismiss: (id?: string) => toastStore.dismiss(id),
};
