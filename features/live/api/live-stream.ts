import { LIVE_STREAM_PATH, type LiveState } from "@contracts/live";
import { useContext, useEffect, useState } from "react";
import { clockOffset, readLiveMessage } from "../model/clock";
import { type ConnectionEvent, connectionAfter, type LiveConnection, reconnectDelay } from "../model/connection";
import { EVENT_SOURCE_CLOSED, EventSourceContext, type EventSourceLike } from "./event-source";

export type LiveSnapshot = {
  /** The last state received; null until the first arrives (it stays on screen while the stream is down). */
  state: LiveState | null;
  /** The server's clock minus this screen's, from the last message (see model/clock.ts). */
  offsetMs: number;
  status: LiveConnection;
};

const INITIAL: LiveSnapshot = { state: null, offsetMs: 0, status: "connecting" };

/**
 * The venue screens' state from `GET /api/v1/live/stream` (server-sent events; public, no token). The browser
 * reconnects by itself after a drop, sending the last event id so an unchanged state is not sent again; when it
 * gives up (an answer that is not a stream), a new stream is made after 1, 2, 4... up to 10 seconds. Going offline
 * shows "reconnecting" at once, and coming back online reconnects without waiting.
 */
export function useLiveState(): LiveSnapshot {
  const createSource = useContext(EventSourceContext);
  const [snapshot, setSnapshot] = useState<LiveSnapshot>(INITIAL);

  useEffect(() => {
    let source: EventSourceLike | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hasState = false;

    const move = (event: ConnectionEvent) =>
      setSnapshot((current) => {
        const status = connectionAfter(event, hasState);
        return status === current.status ? current : { ...current, status };
      });

    const onState = (event: MessageEvent<string>) => {
      const message = readLiveMessage(event.data);
      if (!message) return;
      hasState = true;
      attempt = 0;
      setSnapshot({ state: message.state, offsetMs: clockOffset(message.server_now, Date.now()), status: "live" });
    };

    const connect = () => {
      clearTimeout(retry);
      retry = undefined;
      source?.close();
      const current = createSource(LIVE_STREAM_PATH);
      source = current;
      current.addEventListener("state", onState);
      current.onopen = () => {
        attempt = 0;
        move("open");
      };
      current.onerror = () => {
        move("error");
        if (current.readyState !== EVENT_SOURCE_CLOSED || source !== current) return;
        current.close();
        source = null;
        retry = setTimeout(connect, reconnectDelay(attempt));
        attempt += 1;
      };
    };

    const onOffline = () => {
      // a dead network may leave the stream looking open for a long time: say so now, and start over
      move("error");
      connect();
    };
    const onOnline = () => connect();

    connect();
    window.addEventListener("offline", onOffline);
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("offline", onOffline);
      window.removeEventListener("online", onOnline);
      clearTimeout(retry);
      source?.close();
      source = null;
    };
  }, [createSource]);

  return snapshot;
}
