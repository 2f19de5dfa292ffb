import type { LiveMessage, LiveState } from "@contracts/live";
import type { Clock } from "../../platform/clock";
import { DRAIN_CHECK_MS, sseMessage, sseStream } from "../../platform/stream/sse";
import type { LiveListener, LiveSubscription } from "./live-hub";

export { DRAIN_CHECK_MS };

/** One `event: state` message; its id is the state's version, which the browser sends back as Last-Event-ID. */
export function stateEvent(state: LiveState, serverNow: Date): string {
  const message: LiveMessage = { state, server_now: serverNow.toISOString() };
  return sseMessage({ id: state.version, event: "state", data: JSON.stringify(message) });
}

export type LiveEventStreamOptions = {
  subscribe: (listener: LiveListener) => Promise<LiveSubscription>;
  now: Clock;
  /** The browser's Last-Event-ID: the version it already shows. */
  lastEventId?: string;
  retryMs: number;
  heartbeatMs: number;
  /** The request's signal: a client that goes away ends the stream and its subscription. */
  signal?: AbortSignal;
  /** True once the process is shutting down (server/platform/stream/sse.ts). */
  draining?: () => boolean;
};

/**
 * The body of the live stream (server/platform/stream/sse.ts): `retry:` first, then the current state (unless the
 * browser already shows that version), then every new state. Each message carries the whole state, so one that is
 * missed is made good by the next. If the subscription cannot start, the stream closes and the browser tries again
 * after `retry`.
 */
export function liveEventStream(options: LiveEventStreamOptions): ReadableStream<Uint8Array> {
  let sent = options.lastEventId?.trim() || undefined;
  return sseStream({
    retryMs: options.retryMs,
    heartbeatMs: options.heartbeatMs,
    signal: options.signal,
    draining: options.draining,
    async open(writer) {
      const send: LiveListener = (state) => {
        const id = String(state.version);
        if (id === sent) return;
        sent = id;
        writer.send(stateEvent(state, options.now()));
      };
      const subscription = await options.subscribe(send);
      if (!writer.closed) send(subscription.state);
      return subscription.unsubscribe;
    },
  });
}
