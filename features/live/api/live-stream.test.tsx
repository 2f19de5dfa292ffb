import { EventSourceContext, ManualEventSource } from "@blocks/event-stream";
import { EMPTY_LIVE_STATE, LIVE_STREAM_PATH, type LiveMessage } from "@contracts/live";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLiveState } from "./live-stream";

// Reconnecting, the connection state and going offline are the block's: blocks/event-stream/api/use-event-stream.test.tsx

const SERVER_NOW = "2026-05-15T01:00:00.000Z";
const message = (version: number): LiveMessage => ({
  state: { ...EMPTY_LIVE_STATE, version },
  server_now: SERVER_NOW,
});

let sources: ManualEventSource[] = [];
const latest = () => sources.at(-1) as ManualEventSource;
const send = (live: LiveMessage) => latest().send("state", JSON.stringify(live));

function renderLive() {
  const factory = (url: string) => {
    const source = new ManualEventSource(url);
    sources.push(source);
    return source;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EventSourceContext.Provider value={factory}>{children}</EventSourceContext.Provider>
  );
  return renderHook(() => useLiveState(), { wrapper });
}

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
  // this screen's clock is 2.5 s behind the server's
  vi.setSystemTime(Date.parse(SERVER_NOW) - 2500);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useLiveState", () => {
  it("connects to the stream, keeps the last state and the server clock's offset", () => {
    const { result } = renderLive();
    expect(sources.map((source) => source.url)).toEqual([LIVE_STREAM_PATH]);
    expect(result.current).toEqual({ state: null, offsetMs: 0, status: "connecting" });
    act(() => latest().open());
    expect(result.current.status).toBe("connecting");
    act(() => send(message(4)));
    expect(result.current).toEqual({ state: message(4).state, offsetMs: 2500, status: "live" });
  });

  it("skips a message it cannot read", () => {
    const { result } = renderLive();
    act(() => send(message(1)));
    act(() => latest().send("state", "{oops"));
    expect(result.current.state?.version).toBe(1);
  });
});
