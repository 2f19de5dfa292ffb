/** Waits until the browser says it is online; at once when it is (or when there is no browser). */
function whenOnline(): Promise<void> {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a code chunk that the page fetches on its own (not because the person asked for a screen): waits while the
 * browser is offline, and tries again after a failed fetch (1 s, 2 s, 4 s; each time once the network is back)
 * before giving up. A venue screen whose network drops for a moment went blank when the toast host's chunk was
 * fetched during the drop: the failed import reached React as a render error.
 */
export async function importWhenOnline<T>(
  load: () => Promise<T>,
  { retries = 3, delayMs = 1000 }: { retries?: number; delayMs?: number } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    await whenOnline();
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await wait(delayMs * 2 ** attempt);
    }
  }
}
