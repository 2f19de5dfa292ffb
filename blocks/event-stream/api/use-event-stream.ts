import { useContext, useEffect, useRef, useState } from "react";
import { type ConnectionEvent, connectionAfter, reconnectDelay, type StreamConnection } from "../model/connection";
import { EVENT_SOURCE_CLOSED, EventSourceContext, type EventSourceLike } from "./event-source";

export type EventStreamOptions<T> = {
  /** The stream's address (server-sent events, same origin). */
  url: string;
  /** The event type to listen to (the stream's `event:` field). */
  event: string;
  /**
   * Reads one event's data; null skips it (a message that cannot be read leaves the last data on screen). Called
   * when the event arrives, so it may note the local time (e.g. for a server clock offset).
   */
  read: (data: string) => T | null;
};

export type EventStreamSnapshot<T> = {
  /** What `read` made of the last event; null until the first arrives (it stays while the stream is down). */
  data: T | null;
  status: StreamConnection;
};

/**
 * Follows a server-sent event stream and keeps its last event. The browser reconnects by itself after a drop,
 * sending the last event id so the server can send only what the screen missed (or nothing when it is current);
 * when the browser gives up (an answer that is not a stream), a new stream is made after 1, 2, 4... up to 10
 * seconds, and the server's first event brings the screen up to date. Going offline shows "reconnecting" at once
 * and drops the stream; coming back online reconnects without waiting.
 */
export function useEventStream<T>({ url, event, read }: EventStreamOptions<T>): EventStreamSnapshot<T> {
  const createSource = useContext(EventSourceContext);
  const [snapshot, setSnapshot] = useState<EventStreamSnapshot<T>>({ data: null, status: "connecting" });
  // the latest reader, without making a new stream each time the page renders
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });

  useEffect(() => {
    let source: EventSourceLike | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let hasData = false;

    // "on screen" is the snapshot's data, not this effect's: a stream made again keeps saying "reconnecting"
    const move = (change: ConnectionEvent) =>
      setSnapshot((current) => {
        const status = connectionAfter(change, hasData || current.data !== null);
        return status === current.status ? current : { ...current, status };
      });

    const onEvent = (message: MessageEvent<string>) => {
      const data = readRef.current(message.data);
      if (data === null) return;
      hasData = true;
      attempt = 0;
      setSnapshot({ data, status: "live" });
    };

    const connect = () => {
      clearTimeout(retry);
      retry = undefined;
      source?.close();
      const current = createSource(url);
      source = current;
      current.addEventListener(event, onEvent);
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
      // A dead network may leave the stream looking open for a long time: say so now and drop it. A new stream
      // waits for "online" (or the backoff, should that never come): one made at once can still reach the server
      // in the moment before the browser applies the loss, and would say "live" over a dead network.
      move("error");
      clearTimeout(retry);
      source?.close();
      source = null;
      retry = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
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
  }, [createSource, url, event]);

  return snapshot;
}
