/** How long idle work waits for the first screen before it runs anyway (a screen that never settles). */
export const FIRST_SCREEN_WAIT_MS = 5000;

let firstScreen: Promise<void> | undefined;
let showFirstScreen: (() => void) | undefined;

/**
 * The shell calls this before it mounts: from then on idle work also waits for `markFirstScreenShown` (or
 * FIRST_SCREEN_WAIT_MS). On a slow phone the load event comes as soon as the preloaded files have arrived, while the
 * first screen is still being put together; without the gate the toast host, the dialogs and the language and
 * currency lists start evaluating in the gaps and push the page's largest paint back. Outside the shell (tests,
 * stories) nothing is awaited beyond the load event.
 */
export function awaitFirstScreen(): void {
  if (firstScreen) return;
  firstScreen = new Promise((resolve) => {
    showFirstScreen = resolve;
    setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });
}

/** The first screen is on screen (the root layout's boundary shows a page, not its fallback): idle work may start. */
export function markFirstScreenShown(): void {
  showFirstScreen?.();
}

/** Forgets the gate (tests). */
export function resetFirstScreen(): void {
  firstScreen = undefined;
  showFirstScreen = undefined;
}

/**
 * Runs `task` once the page has loaded, its first screen is shown (when the shell waits for one) and the browser
 * is idle: work the first paint must not wait for (the version check's first request, the toast and dialog hosts,
 * the language and currency lists). Returns a function that cancels it.
 */
export function whenPageIdle(task: () => void, { timeoutMs = 2000 }: { timeoutMs?: number } = {}): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    } else {
      timer = setTimeout(() => !cancelled && task(), 1);
    }
  };
  const gate = firstScreen;
  const loaded = () => (gate ? void gate.then(idle) : idle());

  if (document.readyState === "complete") loaded();
  else window.addEventListener("load", loaded, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener("load", loaded);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Ends the current task so the browser can draw and answer input before the next step of a long start-up (the
 * take-over's steps would otherwise run as one long task: a press waits for all of them).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
