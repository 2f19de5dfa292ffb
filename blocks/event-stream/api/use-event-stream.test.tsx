import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ManualEventSource } from "../mocks/fake-event-source";
import { EVENT_SOURCE_CLOSED, EventSourceContext } from "./event-source";
import { type EventHandlers, useEventHandlers, useEventStream } from "./use-event-stream";

const STREAM_PATH = "/api/v1/test/stream";

type Position = { version: number };

/** The test's events carry `{ "version": n }`; anything else cannot be read. */
function readPosition(data: string): Position | null {
  try {
    const parsed = JSON.parse(data) as unknown;
    return typeof parsed === "object" && parsed !== null && "version" in parsed ? (parsed as Position) : null;
  } catch {
    return null;
  }
}

let sources: ManualEventSource[] = [];
const latest = () => sources.at(-1) as ManualEventSource;
const send = (version: number) => latest().send("position", JSON.stringify({ version }));

/** A wrapper providing one event source factory, which keeps every stream it makes in `sources`. */
function recordingSources() {
  const factory = (url: string) => {
    const source = new ManualEventSource(url);
    sources.push(source);
    return source;
  };
  return ({ children }: { children: ReactNode }) => (
    <EventSourceContext.Provider value={factory}>{children}</EventSourceContext.Provider>
  );
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** The next stream is made after `ms`, not a millisecond sooner. */
function expectNewStreamAfter(ms: number) {
  const made = sources.length;
  advance(ms - 1);
  expect(sources).toHaveLength(made);
  advance(1);
  expect(sources).toHaveLength(made + 1);
}

function renderStream() {
  // a new reader on every render, as a page that writes it inline makes
  return renderHook(() => useEventStream({ url: STREAM_PATH, event: "position", read: (data) => readPosition(data) }), {
    wrapper: recordingSources(),
  });
}

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useEventStream", () => {
  it("connects to the stream and keeps what the last event's data reads as", () => {
    const { result } = renderStream();
    expect(sources.map((source) => source.url)).toEqual([STREAM_PATH]);
    expect(result.current).toEqual({ data: null, status: "connecting" });
    act(() => latest().open());
    expect(result.current.status).toBe("connecting");
    act(() => send(4));
    expect(result.current).toEqual({ data: { version: 4 }, status: "live" });
  });

  it("skips a message it cannot read, and events of other types", () => {
    const { result } = renderStream();
    act(() => send(1));
    act(() => latest().send("position", "{oops"));
    act(() => latest().send("other", JSON.stringify({ version: 9 })));
    expect(result.current.data?.version).toBe(1);
  });

  it("shows reconnecting while the browser retries by itself, and live again when it reopens", () => {
    const { result } = renderStream();
    act(() => {
      latest().open();
      send(2);
      latest().fail(0);
    });
    expect(result.current.status).toBe("reconnecting");
    expect(result.current.data?.version).toBe(2);
    advance(30_000);
    // the browser's own retry: no second stream made here
    expect(sources).toHaveLength(1);
    act(() => latest().open());
    expect(result.current.status).toBe("live");
  });

  it("makes a new stream after the browser gives up, waiting 1 s, 2 s, 4 s, and from 1 s again after a good one", () => {
    renderStream();
    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    expect(sources[0]?.closed).toBe(true);
    expectNewStreamAfter(1000);
    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    expectNewStreamAfter(2000);
    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    expectNewStreamAfter(4000);
    act(() => {
      latest().open();
      send(1);
      latest().fail(EVENT_SOURCE_CLOSED);
    });
    expectNewStreamAfter(1000);
    expect(sources).toHaveLength(5);
  });

  it("says reconnecting as soon as the device goes offline, makes no stream until it is back, then at once", () => {
    const { result } = renderStream();
    act(() => send(3));
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(result.current.status).toBe("reconnecting");
    expect(sources[0]?.closed).toBe(true);
    // a stream made now could slip through before the loss is applied and say "live" over a dead network
    expect(sources).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(sources).toHaveLength(2);
    expect(sources[0]?.closed).toBe(true);
    expect(result.current.status).toBe("reconnecting");
    act(() => send(3));
    expect(result.current.status).toBe("live");
  });

  it("tries again on the backoff while the device says it is offline and no online event comes", () => {
    const { result } = renderStream();
    act(() => send(3));
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(sources).toHaveLength(1);
    expectNewStreamAfter(1000);
    // the last state stays and the screen keeps saying so until an event arrives
    expect(result.current).toEqual({ data: { version: 3 }, status: "reconnecting" });
    act(() => latest().open());
    expect(result.current.status).toBe("live");
  });

  it("closes its stream and cancels a pending retry when the screen goes", () => {
    const { unmount } = renderStream();
    act(() => latest().fail(EVENT_SOURCE_CLOSED));
    unmount();
    advance(60_000);
    expect(sources).toHaveLength(1);

    const second = renderStream();
    const open = latest();
    second.unmount();
    expect(open.closed).toBe(true);
  });

  it("keeps its stream when the page renders again with a new reader", () => {
    const { rerender } = renderStream();
    rerender();
    rerender();
    expect(sources).toHaveLength(1);
  });
});

describe("useEventHandlers", () => {
  function renderHandlers(initial: { url: string | null; shownBefore?: boolean }, handlers: EventHandlers) {
    return renderHook((props: { url: string | null }) => useEventHandlers({ ...initial, ...props, handlers }), {
      wrapper: recordingSources(),
      initialProps: { url: initial.url },
    });
  }

  it("hands every event of the listened types to its handler, in the order they arrive", () => {
    const seen: string[] = [];
    const { result } = renderHandlers(
      { url: STREAM_PATH },
      {
        position: (data) => {
          seen.push(`position ${data}`);
          return true;
        },
        trip: (data) => {
          seen.push(`trip ${data}`);
          return data !== "unreadable";
        },
      },
    );
    act(() => {
      latest().open();
      latest().send("trip", "unreadable");
    });
    expect(result.current).toBe("connecting");
    act(() => {
      latest().send("position", "1");
      latest().send("trip", "2");
      latest().send("position", "3");
      latest().send("other", "4");
    });
    expect(seen).toEqual(["trip unreadable", "position 1", "trip 2", "position 3"]);
    expect(result.current).toBe("live");
  });

  it("follows nothing without an address, and is live on opening when the screen shows data already", () => {
    const { result, rerender } = renderHandlers({ url: null, shownBefore: true }, { position: () => true });
    expect(sources).toHaveLength(0);
    expect(result.current).toBe("connecting");
    rerender({ url: `${STREAM_PATH}?after=7` });
    expect(sources.map((source) => source.url)).toEqual([`${STREAM_PATH}?after=7`]);
    act(() => latest().open());
    expect(result.current).toBe("live");
    act(() => latest().fail(0));
    expect(result.current).toBe("reconnecting");
    // no address again: the stream is closed
    rerender({ url: null });
    expect(sources[0]?.closed).toBe(true);
  });
});
