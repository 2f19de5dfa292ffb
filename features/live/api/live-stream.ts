import { LIVE_STREAM_PATH, type LiveState } from "@contracts/live";
import { type StreamConnection, useEventStream } from "@blocks/event-stream";
import { useMemo } from "react";
import { clockOffset, readLiveMessage } from "../model/clock";
import type { ClockedState } from "../model/latest";

export type LiveSnapshot = {
  /** The last state received; null until the first arrives (it stays on screen while the stream is down). */
  state: LiveState | null;
  /** The server's clock minus this screen's, from the last message (see model/clock.ts). */
  offsetMs: number;
  status: StreamConnection;
};

/** A `state` message with the server clock's offset, taken as it arrives (a later render would skew it). */
function readClockedState(data: string): ClockedState | null {
  const message = readLiveMessage(data);
  return message && { state: message.state, offsetMs: clockOffset(message.server_now, Date.now()) };
}

/**
 * The venue screens' state from `GET /api/v1/live/stream` (server-sent `state` events; public, no token). The
 * block's stream hook reconnects; a reconnect whose Last-Event-ID names the current version is sent nothing, any
 * other gets the current state at once.
 */
export function useLiveState(): LiveSnapshot {
  const { data, status } = useEventStream({ url: LIVE_STREAM_PATH, event: "state", read: readClockedState });
  return useMemo(() => ({ state: data?.state ?? null, offsetMs: data?.offsetMs ?? 0, status }), [data, status]);
}
