import { EMPTY_LIVE_STATE, LIVE_STREAM_PATH, type LiveMessage } from "@contracts/live";
import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENT_SOURCE_CLOSED, EventSourceContext, type EventSourceLike } from "./event-source";
import { useLiveState } from "./live-stream";

/** An EventSource the test drives by hand. */
class ManualSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    if (type === "state") this.listeners.push(listener);
  }
  close() {
    this.closed = true;
    this.readyState = EVENT_SOURCE_CLOSED;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  send(message: LiveMessage) {
    const event = new MessageEvent<string>("state", { data: JSON.stringify(message) });
    this.listeners.forEach((listener) => listener(event));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event("error"));
  }
}

const SERVER_NOW = "2026-05-15T01:00:00.000Z";
const message = (version: number): LiveMessage => ({
  state: { ...EMPTY_LIVE_STATE, version },
  server_now: SERVER_NOW,
});

let sources: ManualSource[] = [];
const latest = () => sources.at(-1) as ManualSource;

function renderLive() {
  const factory = (url: string) => {
    const source = new ManualSource(url);
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
    act(() => latest().send(message(4)));
    expect(result.current).toEqual({ state: message(4).state, offsetMs: 2500, status: "live" });
  });

  it("skips a message it cannot read", () => {
    const { result } = renderLive();
    act(() => latest().send(message(1)));
    act(() => {
      const bad = new MessageEvent<string>("state", { data: "{oops" });
      (latest() as unknown as { listeners: ((event: MessageEvent<string>) => void)[] }).listeners.forEach((l) =>
        l(bad),
      );
    });
    expect(result.current.state?.version).toBe(1);
  });

  it("shows reconnecting while the browser retries by itself, and live again when it reopens", () => {
    const { result } = renderLive();
    act(() => {
      latest().open();
      latest().send(message(2));
      latest().fail(0);
    });
    expect(result.current.status).toBe("reconnecting");
    expect(result.current.state?.version).toBe(2);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    // the browser's own retry: no second stream made here
    expect(sources).toHaveLength(1);
    act(() => latest().open());
    expect(result.current.status).toBe("live");
  });

  it("makes a new stream after the browser gives up, waiting 1 s, 2 s, 4 s, and from 1 s again after a good one", () => {
    renderLive();
    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    expect(sources[0]?.closed).toBe(true);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(sources).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sources).toHaveLength(2);

    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(sources).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(sources).toHaveLength(3);

    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(sources).toHaveLength(4);

    act(() => {
      latest().open();
      latest().send(message(1));
      latest().fail(EVENT_SOURCE_CLOSED);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(sources).toHaveLength(5);
  });

  it("says reconnecting as soon as the device goes offline and reconnects at once when it is back", () => {
    const { result } = renderLive();
    act(() => latest().send(message(3)));
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(result.current.status).toBe("reconnecting");
    expect(sources[0]?.closed).toBe(true);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(sources).toHaveLength(3);
    expect(sources.slice(0, 2).every((source) => source.closed)).toBe(true);
    act(() => latest().send(message(3)));
    expect(result.current.status).toBe("live");
  });

  it("closes its stream and cancels a pending retry when the screen goes", () => {
    const { unmount } = renderLive();
    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    unmount();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(sources).toHaveLength(1);

    const second = renderLive();
    const open = latest();
    second.unmount();
    expect(open.closed).toBe(true);
  });
});
