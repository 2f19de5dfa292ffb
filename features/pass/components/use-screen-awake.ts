import { useEffect } from "react";

/**
 * Keeps the phone's screen from dimming while a pass is shown at a counter (the Screen Wake Lock API, where the
 * browser has it). The browser drops the lock when the tab is hidden, so it is asked again when the page is back.
 */
export function useScreenAwake(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    const ask = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock
        .request("screen")
        .then((sentinel) => {
          if (gone) void sentinel.release().catch(() => undefined);
          else lock = sentinel;
        })
        // refused (battery saver, a browser that asks first): the card works without it
        .catch(() => undefined);
    };
    ask();
    document.addEventListener("visibilitychange", ask);
    return () => {
      gone = true;
      document.removeEventListener("visibilitychange", ask);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
