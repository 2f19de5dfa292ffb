import type { AuthTestApp } from "./auth-fixtures";

// A test's reader of a server-sent event stream (the live pages' and the tracking's streams).

export type SseFrame = Record<string, string>;
export type SseEvent = { event?: string; id?: string; data: string };
export type SseStream = {
  response: Response;
  /** The next frame (fields of one message, comments left out); rejects when none comes in time. */
  nextFrame: (timeoutMs: number) => Promise<SseFrame>;
  /** The next frame that carries data. */
  nextEvent: (timeoutMs: number) => Promise<SseEvent>;
  /** Whether the stream has ended (after a read found its end). */
  ended: () => boolean;
  close: () => Promise<void>;
};

/** Reads a text/event-stream response frame by frame, as a browser's EventSource would parse it. */
export async function openStream(
  target: AuthTestApp,
  path: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<SseStream> {
  const response = await target.request(path, { headers: { accept: "text/event-stream", ...headers }, signal });
  const reader = response.body?.getReader();
  if (!reader) throw new Error("the stream has no body");
  const decoder = new TextDecoder();
  let buffer = "";
  let ended = false;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  const parse = (raw: string): SseFrame | null => {
    const fields: SseFrame = {};
    for (const line of raw.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const at = line.indexOf(":");
      const name = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
      fields[name] = name === "data" && fields.data !== undefined ? `${fields.data}\n${value}` : value;
    }
    return Object.keys(fields).length > 0 ? fields : null;
  };
  const nextFrame = async (timeoutMs: number): Promise<SseFrame> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      let end = buffer.indexOf("\n\n");
      while (end >= 0) {
        const frame = parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (frame) return frame;
        end = buffer.indexOf("\n\n");
      }
      if (ended) throw new Error("the stream ended");
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${timeoutMs} ms`);
      pending ??= reader.read();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const result = await Promise.race([
        pending,
        new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), left))),
      ]);
      clearTimeout(timer);
      if (result === "timeout") throw new Error(`no frame within ${timeoutMs} ms`);
      pending = undefined;
      if (result.done) {
        ended = true;
        throw new Error("the stream ended");
      }
      buffer += decoder.decode(result.value, { stream: true });
    }
  };
  const nextEvent = async (timeoutMs: number): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = await nextFrame(Math.max(1, deadline - Date.now()));
      if (frame.data !== undefined) return { event: frame.event, id: frame.id, data: frame.data };
    }
  };
  return {
    response,
    nextFrame,
    nextEvent,
    ended: () => ended,
    close: () => reader.cancel().catch(() => undefined),
  };
}
