/**
 * How a screen stands with its event stream: `connecting` until the first event arrives, `live` while the stream is
 * open, `reconnecting` when it dropped after the screen had shown something (the last data stays on screen).
 */
export type StreamConnection = "connecting" | "live" | "reconnecting";

/** What the stream did: opened, delivered an event, or failed (the browser or the hook then tries again). */
export type ConnectionEvent = "open" | "message" | "error";

export function connectionAfter(event: ConnectionEvent, hasData: boolean): StreamConnection {
  if (event === "message") return "live";
  // an open stream with nothing yet is still connecting: the server sends its current data at once unless the
  // Last-Event-ID the browser sent back says the screen already has it
  if (event === "open") return hasData ? "live" : "connecting";
  return hasData ? "reconnecting" : "connecting";
}

/** The first retry waits a second; each failure doubles the wait, up to ten seconds. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 10_000;

/**
 * How long to wait before making a new stream after the browser gave up on one (an answer that was not a stream,
 * such as a proxy's 502 during a restart). `attempt` counts failures since the last good connection, from 0.
 */
export function reconnectDelay(attempt: number): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 10);
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** exponent);
}
