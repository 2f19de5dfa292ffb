import { useContext, useEffect, useMemo, useRef, useState } from "react";
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
 * What to do with each event type of a stream: a handler gets the event's data as sent and answers whether the
 * event brought something to the screen (an event it cannot read answers false and leaves the screen as it was).
 */
export type EventHandlers = Readonly<Record<string, (data: string, message: MessageEvent<string>) => boolean>>;

export type EventHandlersOptions = {
  /** The stream's address (server-sent events, same origin); null follows nothing (yet), "connecting". */
  url: string | null;
  /** The handler of each event type the screen listens to (the stream's `event:` field). */
  handlers: EventHandlers;
  /**
   * The screen already shows data read before the stream (a state the stream goes on from): an open stream is
   * "live" at once, and a drop is "reconnecting".
   */
  shownBefore?: boolean;
};

/**
 * Follows a server-sent event stream, handing each event of the listened types to its handler, in the order they
 * arrive, and says how the screen stands with the stream. The browser reconnects by itself after a drop, sending
 * the last event id so the server can send only what the screen missed (or nothing when it is current); when the
 * browser gives up (an answer that is not a stream), a new stream is made after 1, 2, 4... up to 10 seconds, and
 * the server's first events bring the screen up to date. Going offline shows "reconnecting" at once and drops the
 * stream; coming back online reconnects without waiting.
 */
export function useEventHandlers({ url, handlers, shownBefore = false }: EventHandlersOptions): StreamConnection {
  const createSource = useContext(EventSourceContext);
  const [status, setStatus] = useState<StreamConnection>("connecting");
  // the latest handlers, without making a new stream each time the page renders
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  // the event types to listen to: a new stream only when they change
  const types = Object.keys(handlers).sort().join(",");
  // "on screen" outlives one stream: a stream made again (a new address) keeps saying "reconnecting"
  const shown = useRef(shownBefore);

  useEffect(() => {
    if (url === null) return;
    let source: EventSourceLike | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;

    const move = (change: ConnectionEvent) => setStatus(connectionAfter(change, shown.current));

    const onEvent = (message: MessageEvent<string>) => {
      const handle = handlersRef.current[message.type];
      if (!handle?.(message.data, message)) return;
      shown.current = true;
      attempt = 0;
      setStatus("live");
    };

    const connect = () => {
      clearTimeout(retry);
      retry = undefined;
      source?.close();
      const current = createSource(url);
      source = current;
      for (const type of types.split(",").filter(Boolean)) current.addEventListener(type, onEvent);
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
  }, [createSource, url, types]);

  return status;
}

/**
 * Follows a server-sent event stream and keeps its last event of one type (a screen whose every event is its
 * whole state); see `useEventHandlers` for the reconnection.
 */
export function useEventStream<T>({ url, event, read }: EventStreamOptions<T>): EventStreamSnapshot<T> {
  const [data, setData] = useState<T | null>(null);
  const status = useEventHandlers({
    url,
    handlers: {
      [event]: (raw) => {
        const next = read(raw);
        if (next === null) return false;
        setData(next);
        return true;
      },
    },
  });
  return useMemo(() => ({ data, status }), [data, status]);
}
