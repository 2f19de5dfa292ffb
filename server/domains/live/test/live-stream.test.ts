import { EMPTY_LIVE_STATE, type LiveState } from "@contracts/live";
import { describe, expect, it } from "vitest";
import { DRAIN_CHECK_MS, liveEventStream, stateEvent } from "../event-stream";
import type { LiveListener, LiveSubscription } from "../live-hub";

const NOW = new Date("2026-05-15T01:00:00.000Z");
const at = (version: number): LiveState => ({ ...EMPTY_LIVE_STATE, version });

/** A channel played by hand: the test decides when states arrive and sees who listens. */
function fakeChannel(initial: LiveState) {
  const listeners = new Set<LiveListener>();
  let unsubscribed = 0;
  return {
    listeners,
    unsubscribed: () => unsubscribed,
    emit: (state: LiveState) => listeners.forEach((listener) => listener(state)),
    subscribe: (listener: LiveListener): Promise<LiveSubscription> => {
      listeners.add(listener);
      return Promise.resolve({
        state: initial,
        unsubscribe: () => {
          if (listeners.delete(listener)) unsubscribed += 1;
        },
      });
    },
  };
}

/** Reads what a stream produces within a time; a read still waiting when time is up carries over to the next. */
function textReader(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  let ended = false;
  return {
    ended: () => ended,
    cancel: () => reader.cancel(),
    async drain(forMs: number): Promise<string> {
      let text = "";
      const deadline = Date.now() + forMs;
      while (!ended) {
        const left = deadline - Date.now();
        if (left <= 0) break;
        pending ??= reader.read();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const result = await Promise.race([
          pending,
          new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
        ]);
        clearTimeout(timer);
        if (result === null) break;
        pending = undefined;
        if (result.done) ended = true;
        else text += decoder.decode(result.value, { stream: true });
      }
      return text;
    },
  };
}

describe("the live event stream", () => {
  it("writes a state as one SSE message: id = version, event state, data = the LiveMessage", () => {
    const state = { ...at(7), announcement: { en: "Hi\nthere", ko: "", at: NOW.toISOString() } };
    const text = stateEvent(state, NOW);
    expect(text).toBe(`id: 7\nevent: state\ndata: ${JSON.stringify({ state, server_now: NOW.toISOString() })}\n\n`);
    // a newline inside the text stays inside the JSON string: one data line, one message
    expect(text.split("\n").filter((line) => line.startsWith("data:"))).toHaveLength(1);
  });

  it("sends retry, the state and every new state once", async () => {
    // no heartbeat within the test: on a busy machine a short one lands between the messages read here
    const channel = fakeChannel(at(3));
    const stream = liveEventStream({
      subscribe: channel.subscribe,
      now: () => NOW,
      retryMs: 1000,
      heartbeatMs: 60_000,
    });
    const reader = textReader(stream);
    const start = await reader.drain(40);
    expect(start).toBe(`retry: 1000\n\n${stateEvent(at(3), NOW)}`);
    channel.emit(at(4));
    channel.emit(at(4));
    channel.emit(at(5));
    const later = await reader.drain(100);
    expect(later).toBe(stateEvent(at(4), NOW) + stateEvent(at(5), NOW));
    await reader.cancel();
    expect(channel.listeners.size).toBe(0);
    expect(channel.unsubscribed()).toBe(1);
  });

  it("sends a heartbeat comment while idle, between whole messages", async () => {
    const channel = fakeChannel(at(3));
    const stream = liveEventStream({ subscribe: channel.subscribe, now: () => NOW, retryMs: 1000, heartbeatMs: 20 });
    const reader = textReader(stream);
    const text = await reader.drain(200);
    expect(text.startsWith(`retry: 1000\n\n${stateEvent(at(3), NOW)}`)).toBe(true);
    expect(text).toContain(": heartbeat\n\n");
    // every heartbeat is a whole comment of its own, never inside a message
    expect(text.slice(`retry: 1000\n\n${stateEvent(at(3), NOW)}`.length).replaceAll(": heartbeat\n\n", "")).toBe("");
    await reader.cancel();
    expect(channel.unsubscribed()).toBe(1);
  });

  it("holds the state back while Last-Event-ID is its version", async () => {
    const channel = fakeChannel(at(9));
    const stream = liveEventStream({
      subscribe: channel.subscribe,
      now: () => NOW,
      lastEventId: " 9 ",
      retryMs: 1000,
      heartbeatMs: 10_000,
    });
    const reader = textReader(stream);
    expect(await reader.drain(40)).toBe("retry: 1000\n\n");
    channel.emit(at(10));
    expect(await reader.drain(40)).toBe(stateEvent(at(10), NOW));
    await reader.cancel();
  });

  it("ends and lets go of its subscription when the request aborts", async () => {
    const channel = fakeChannel(at(1));
    const controller = new AbortController();
    const stream = liveEventStream({
      subscribe: channel.subscribe,
      now: () => NOW,
      retryMs: 1000,
      heartbeatMs: 10_000,
      signal: controller.signal,
    });
    const reader = textReader(stream);
    await reader.drain(20);
    expect(channel.listeners.size).toBe(1);
    controller.abort();
    expect(channel.listeners.size).toBe(0);
    await reader.drain(100);
    expect(reader.ended()).toBe(true);
  });

  it("lets go of a subscription that arrives after the client left", async () => {
    const channel = fakeChannel(at(1));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const stream = liveEventStream({
      subscribe: async (listener) => {
        await gate;
        return channel.subscribe(listener);
      },
      now: () => NOW,
      retryMs: 1000,
      heartbeatMs: 10_000,
    });
    const reader = textReader(stream);
    await reader.drain(20);
    await reader.cancel();
    release();
    await expect.poll(() => channel.unsubscribed()).toBe(1);
    expect(channel.listeners.size).toBe(0);
  });

  it("closes (so the browser retries) when the subscription cannot start", async () => {
    const stream = liveEventStream({
      subscribe: () => Promise.reject(new Error("database down")),
      now: () => NOW,
      retryMs: 1000,
      heartbeatMs: 10_000,
    });
    const reader = textReader(stream);
    expect(await reader.drain(200)).toBe("retry: 1000\n\n");
    expect(reader.ended()).toBe(true);
  });

  it("ends within a second once the process is draining, letting go of its subscription", async () => {
    const channel = fakeChannel(at(1));
    let draining = false;
    const stream = liveEventStream({
      subscribe: channel.subscribe,
      now: () => NOW,
      retryMs: 1000,
      heartbeatMs: 10_000,
      draining: () => draining,
    });
    const reader = textReader(stream);
    await reader.drain(1_200);
    expect(reader.ended()).toBe(false);
    draining = true;
    await reader.drain(DRAIN_CHECK_MS + 200);
    expect(reader.ended()).toBe(true);
    expect(channel.listeners.size).toBe(0);
  });
});
