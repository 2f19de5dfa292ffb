import type { LiveMessage } from "@contracts/live";
import type { Decorator } from "@storybook/react-vite";
import { createElement } from "react";
import {
  EVENT_SOURCE_CLOSED,
  EventSourceContext,
  type EventSourceFactory,
  type EventSourceLike,
} from "../api/event-source";

const CONNECTING = 0;
const OPEN = 1;

/**
 * How the story's stream behaves: `messages` are delivered after it opens; `drop` then fails it (the browser
 * keeps retrying: "Reconnecting…"); `down` never connects at all ("Connecting…").
 */
export type FakeStreamScript = { messages?: LiveMessage[]; drop?: boolean; down?: boolean };

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
    script: FakeStreamScript,
  ) {
    // a macrotask later, as a real stream: the hook has registered its listeners by then
    this.later(() => {
      if (script.down) return this.fail(CONNECTING);
      this.readyState = OPEN;
      this.onopen?.(new Event("open"));
      for (const message of script.messages ?? []) this.emit("state", message);
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

  private emit(type: string, message: LiveMessage) {
    const event = new MessageEvent<string>(type, {
      data: JSON.stringify(message),
      lastEventId: String(message.state.version),
    });
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
export function fakeEventSourceFactory(script: FakeStreamScript): EventSourceFactory {
  return (url) => new FakeEventSource(url, script);
}

/**
 * Story decorator: the live screens read their stream from `parameters.liveStream` (a FakeStreamScript) instead
 * of the server. The factory is made once per story render.
 */
export const withLiveStream: Decorator = (Story, { parameters }) => {
  const script = (parameters.liveStream ?? {}) as FakeStreamScript;
  return createElement(EventSourceContext.Provider, { value: fakeEventSourceFactory(script) }, createElement(Story));
};
