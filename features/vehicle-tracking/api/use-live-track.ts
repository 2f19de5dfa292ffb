import { type StreamConnection, useEventHandlers } from "@blocks/event-stream";
import { StreamClosedEventSchema, TrackPositionSchema, type TrackState, TripEventSchema } from "@contracts/tracking";
import type { Lang } from "@lib/i18n/locale";
import { useEffect, useMemo, useState } from "react";
import { closeTrack, flush, type LiveTrack, receive, startTrack, type TrackEvent } from "../model/live-track";
import { trackStreamPath } from "./paths";

/** How long an event that came ahead of its turn waits for the one before it. */
export const GAP_WAIT_MS = 1_500;

function readJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/**
 * The tour's vehicles as they move: the state the page read, then `position` and `trip` events of
 * `GET .../watch/{key}/stream` applied in seq order (the block's stream hook reconnects, sending the last seq seen),
 * and the stream's `closed` event when the window or the link ends.
 */
export function useLiveTrack(
  key: string,
  state: TrackState,
  lang: Lang,
): { track: LiveTrack; status: StreamConnection } {
  // the screen is made again (a new key) when the page reads the state again and its seq moved
  const [track, setTrack] = useState(() => startTrack(state));

  const take = (item: TrackEvent | null) => {
    if (!item) return false;
    setTrack((current) => receive(current, item));
    return true;
  };
  const handlers = {
    position: (data: string) => {
      const parsed = TrackPositionSchema.safeParse(readJson(data));
      return take(parsed.success ? { kind: "position", event: parsed.data } : null);
    },
    trip: (data: string) => {
      const parsed = TripEventSchema.safeParse(readJson(data));
      return take(parsed.success ? { kind: "trip", event: parsed.data } : null);
    },
    closed: (data: string) => {
      const parsed = StreamClosedEventSchema.safeParse(readJson(data));
      if (!parsed.success) return false;
      setTrack((current) => closeTrack(current, parsed.data.reason));
      return true;
    },
  };
  const url = useMemo(() => {
    const query = new URLSearchParams({ lang, after: String(state.seq) });
    return track.closed ? null : `${trackStreamPath(key)}?${query.toString()}`;
    // the address holds the seq the page started from; the browser sends the last one seen when it reconnects
  }, [key, lang, state.seq, track.closed]);
  // the state is on screen already: an open stream is live
  const status = useEventHandlers({ url, handlers, shownBefore: true });

  // an event that came early waits a moment for the one before it, then goes on without it
  const waiting = track.pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTrack(flush), GAP_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return { track, status };
}
