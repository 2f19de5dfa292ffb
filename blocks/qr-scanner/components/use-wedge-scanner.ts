import { useEffect } from "react";
import { WEDGE_START, feedWedge } from "../model/wedge";

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * A keyboard-wedge scanner typing while the focus is elsewhere on the page (a button just pressed) still scans:
 * its fast burst ending in Enter is handed to `onCode`. Keys typed into a field are the field's, and shortcuts are
 * left alone. Listens only while `enabled` (the scanner ready to take a code).
 */
export function useWedgeScanner(enabled: boolean, onCode: (code: string) => void): void {
  useEffect(() => {
    if (!enabled) return;
    let state = WEDGE_START;
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const fed = feedWedge(state, event.key, event.timeStamp);
      state = fed.state;
      if (fed.code) onCode(fed.code);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [enabled, onCode]);
}
