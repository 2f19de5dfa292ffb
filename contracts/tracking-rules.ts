import type { TrackingWindow } from "./tracking";

/** Tracking opens this long before a tour departs and closes this long after it arrives (issue 25). */
export const TRACKING_MARGIN_MS = 60 * 60 * 1000;

/**
 * Where tracking stands for a tour at `now`: `before` until an hour before departure, `open` from that instant until
 * an hour after arrival (that instant is already `after`). Positions are taken and shown only while it is `open`.
 */
export function trackingWindow(startsAt: Date, endsAt: Date, now: Date): TrackingWindow {
  const opens = startsAt.getTime() - TRACKING_MARGIN_MS;
  const closes = endsAt.getTime() + TRACKING_MARGIN_MS;
  const at = now.getTime();
  return {
    state: at < opens ? "before" : at < closes ? "open" : "after",
    opens_at: new Date(opens).toISOString(),
    closes_at: new Date(closes).toISOString(),
  };
}

/** Positions recorded before this instant are deleted (the tour's retention, in hours, counted back from `now`). */
export function retentionCutoff(now: Date, retentionHours: number): Date {
  return new Date(now.getTime() - retentionHours * 60 * 60 * 1000);
}
