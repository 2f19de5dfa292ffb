import type { LiveMessage, LiveState } from "@contracts/live";
import type { Clock } from "../../platform/clock";
import type { LiveListener, LiveSubscription } from "./live-hub";

/** One `event: state` message; its id is the state's version, which the browser sends back as Last-Event-ID. */
export function stateEvent(state: LiveState, serverNow: Date): string {
  const message: LiveMessage = { state, server_now: serverNow.toISOString() };
  return `id: ${state.version}\nevent: state\ndata: ${JSON.stringify(message)}\n\n`;
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
  /**
   * True once the process is shutting down: the stream then ends within a second, so the shutdown need not wait
   * for its grace period and the browser reconnects (to another process behind the load balancer) after `retry`.
   */
  draining?: () => boolean;
};

/** How often a stream looks whether the process is shutting down. */
export const DRAIN_CHECK_MS = 1_000;

/**
 * The body of the live stream: `retry:` first, then the current state (unless the browser already shows that
 * version), then every new state, with a comment line as heartbeat so proxies keep an idle connection open. Each
 * message carries the whole state, so one that is missed is made good by the next. Ends (and lets go of the
 * subscription) when the client cancels or the request aborts; if the subscription cannot start, the stream closes
 * and the browser tries again after `retry`.
 */
export function liveEventStream(options: LiveEventStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = options.lastEventId?.trim() || undefined;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let drainCheck: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  let onAbort: (() => void) | undefined;

  function cleanup() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearInterval(drainCheck);
    unsubscribe?.();
    if (onAbort) options.signal?.removeEventListener("abort", onAbort);
  }

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const enqueue = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const close = () => {
        cleanup();
        try {
          controller.close();
        } catch {
          // already closed or cancelled
        }
      };
      const send: LiveListener = (state) => {
        const id = String(state.version);
        if (id === sent) return;
        sent = id;
        enqueue(stateEvent(state, options.now()));
      };

      onAbort = close;
      if (options.signal?.aborted) return close();
      options.signal?.addEventListener("abort", onAbort, { once: true });
      enqueue(`retry: ${options.retryMs}\n\n`);
      heartbeat = setInterval(() => enqueue(": heartbeat\n\n"), options.heartbeatMs);
      heartbeat.unref?.();
      const draining = options.draining;
      if (draining) {
        drainCheck = setInterval(() => {
          if (draining()) close();
        }, DRAIN_CHECK_MS);
        drainCheck.unref?.();
      }
      try {
        const subscription = await options.subscribe(send);
        if (closed) {
          subscription.unsubscribe();
          return;
        }
        unsubscribe = subscription.unsubscribe;
        send(subscription.state);
      } catch {
        close();
      }
    },
    cancel() {
      cleanup();
    },
  });
}
