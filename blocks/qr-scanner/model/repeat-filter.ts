/** A camera sees a code held in front of it many times a second; a wedge scanner may send one twice. */
export const REPEAT_WINDOW_MS = 3000;

/**
 * Remembers when each code was last let through and lets the same code through again only after `windowMs`. A
 * repeat does not move the window on, so a badge held in view for long is sent again every `windowMs`, not never.
 */
export function createRepeatFilter(windowMs = REPEAT_WINDOW_MS) {
  const passed = new Map<string, number>();
  return {
    /** Whether `code`, read at `now` (ms on a monotonic clock), is a new scan rather than a repeat of one just sent. */
    accept(code: string, now: number): boolean {
      const last = passed.get(code);
      if (last !== undefined && now - last < windowMs) return false;
      passed.set(code, now);
      // the map holds only codes still inside their window: an entrance scans thousands of badges a day
      for (const [seen, at] of passed) if (now - at >= windowMs) passed.delete(seen);
      return true;
    },
  };
}
