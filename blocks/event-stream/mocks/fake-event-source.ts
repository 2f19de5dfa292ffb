import type { EventSourceFactory, EventSourceLike } from "../api/event-source";
import { EVENT_SOURCE_CLOSED } from "../api/event-source";

const CONNECTING = 0;
const OPEN = 1;

/** One server-sent event: its type (`event:`), its data as sent, and its id (`id:`, sent back as Last-Event-ID). */
export type StreamEvent = { type: string; data: string; id?: string };

/**
 * How a story's stream behaves: `events` are delivered after it opens; `drop` then fails it (the browser keeps
 * retrying: "reconnecting"); `down` never connects at all ("connecting").
 */
export type StreamScript = { events?: StreamEvent[]; drop?: boolean; down?: boolean };

type Listener = (event: MessageEvent<string>) => void;

/** A stand-in for the browser's EventSource that plays a script, so stories need no server and no MSW stream. */
export class FakeEventSource implements EventSourceLike {
  readyState = CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly timers: ReturnType<typeof setTimeout>[] = [];

  constructor(
    readonly url: string,
    script: StreamScript,
  ) {
    // a macrotask later, as a real stream: the hook has registered its listeners by then
    this.later(() => {
      if (script.down) return this.fail(CONNECTING);
      this.readyState = OPEN;
      this.onopen?.(new Event("open"));
      for (const event of script.events ?? []) this.emit(event);
      if (script.drop) this.fail(CONNECTING);
    });
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  close(): void {
    this.readyState = EVENT_SOURCE_CLOSED;
    this.timers.forEach(clearTimeout);
  }

  private emit({ type, data, id = "" }: StreamEvent) {
    const event = new MessageEvent<string>(type, { data, lastEventId: id });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  private fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event("error"));
  }

  private later(run: () => void) {
    this.timers.push(setTimeout(run, 0));
  }
}

/** A factory that plays the same script for every stream the hook opens. */
export function fakeEventSourceFactory(script: StreamScript): EventSourceFactory {
  return (url) => new FakeEventSource(url, script);
}

/** An EventSource a test drives by hand: it opens, sends and fails when told to. */
export class ManualEventSource implements EventSourceLike {
  readyState = CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = EVENT_SOURCE_CLOSED;
  }

  open() {
    this.readyState = OPEN;
    this.onopen?.(new Event("open"));
  }

  /** Delivers one event with its data as sent (a test of unreadable data passes it as it is). */
  send(type: string, data: string) {
    const event = new MessageEvent<string>(type, { data });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** Fails the stream: CONNECTING while the browser retries by itself, EVENT_SOURCE_CLOSED when it gave up. */
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event("error"));
  }
}
