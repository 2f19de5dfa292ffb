/**
 * Runs `task` once the page has loaded and the browser is idle: work the first paint must not wait for (the
 * version check's first request, the toast and dialog hosts). Returns a function that cancels it.
 */
export function whenPageIdle(task: () => void, { timeoutMs = 2000 }: { timeoutMs?: number } = {}): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === "function") {
      idleHandle = window.requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
    } else {
      timer = setTimeout(() => !cancelled && task(), 1);
    }
  };

  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
