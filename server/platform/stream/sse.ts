/**
 * Server-sent event bodies (the live pages' screens, the protocol tours' vehicle map): the framing, `retry:`, a
 * heartbeat, the end of a stream when the client leaves or the process shuts down, and the response headers. What a
 * stream sends is its domain's: `open` feeds it.
 */

/** How often a stream looks whether the process is shutting down. */
export const DRAIN_CHECK_MS = 1_000;

export type SseMessage = {
  /** The browser sends the last one back as Last-Event-ID when it reconnects. */
  id?: string | number;
  event?: string;
  /** One line: JSON keeps a newline inside a string escaped, so a message is never cut in two. */
  data: string;
};

/** One SSE message, ended by the blank line. */
export function sseMessage({ id, event, data }: SseMessage): string {
  return `${id === undefined ? "" : `id: ${id}\n`}${event === undefined ? "" : `event: ${event}\n`}data: ${data}\n\n`;
}

/** What `open` writes through: whole messages (or comments), and the end of the stream. */
export type SseWriter = {
  /** Writes text as it is (one or more whole messages); nothing once the stream is closed. */
  send: (text: string) => void;
  /** Ends the stream (the browser reconnects after `retry`, unless it was told otherwise). */
  close: () => void;
  readonly closed: boolean;
};

export type SseStreamOptions = {
  retryMs: number;
  heartbeatMs: number;
  /** The request's signal: a client that goes away ends the stream and what feeds it. */
  signal?: AbortSignal;
  /**
   * True once the process is shutting down: the stream then ends within a second, so the shutdown need not wait
   * for its grace period and the browser reconnects (to another process behind the load balancer) after `retry`.
   */
  draining?: () => boolean;
  /**
   * Starts feeding the stream once `retry:` is written; answers what stops the feed (a subscription's end), which
   * runs when the stream ends, at once if it ended while `open` was under way. A failure closes the stream, and the
   * browser tries again after `retry`.
   */
  open: (writer: SseWriter) => Promise<(() => void) | undefined>;
};

/**
 * A `text/event-stream` body: `retry:` first, then whatever `open` sends, with a comment line as heartbeat so
 * proxies keep an idle connection open. Ends (and stops the feed) when the client cancels, the request aborts, the
 * process drains or the feed closes it.
 */
export function sseStream(options: SseStreamOptions): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let drainCheck: ReturnType<typeof setInterval> | undefined;
  let stopFeed: (() => void) | undefined;
  let onAbort: (() => void) | undefined;

  function cleanup() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearInterval(drainCheck);
    stopFeed?.();
    if (onAbort) options.signal?.removeEventListener("abort", onAbort);
  }

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => {
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
      const writer: SseWriter = {
        send,
        close,
        get closed() {
          return closed;
        },
      };

      onAbort = close;
      if (options.signal?.aborted) return close();
      options.signal?.addEventListener("abort", onAbort, { once: true });
      send(`retry: ${options.retryMs}\n\n`);
      heartbeat = setInterval(() => send(": heartbeat\n\n"), options.heartbeatMs);
      heartbeat.unref?.();
      const draining = options.draining;
      if (draining) {
        drainCheck = setInterval(() => {
          if (draining()) close();
        }, DRAIN_CHECK_MS);
        drainCheck.unref?.();
      }
      try {
        const stop = await options.open(writer);
        if (closed) stop?.();
        else stopFeed = stop;
      } catch {
        close();
      }
    },
    cancel() {
      cleanup();
    },
  });
}

/** The response for an SSE body: no proxy may compress or buffer it. */
export function sseResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: a proxy must neither compress nor buffer the events; X-Accel-Buffering says it to nginx
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
