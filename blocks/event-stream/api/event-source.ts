import { createContext } from "react";

/** What the stream hook needs of an EventSource (the browser's, or a stand-in in stories and tests). */
export type EventSourceLike = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) => void;
  close: () => void;
};

export type EventSourceFactory = (url: string) => EventSourceLike;

/** `EventSource.CLOSED`: the browser gave up on the stream and will not try again by itself. */
export const EVENT_SOURCE_CLOSED = 2;

const browserEventSource: EventSourceFactory = (url) => new EventSource(url);

/** The factory the stream hook uses; stories and tests provide a fake one (see mocks/), the app the browser's. */
export const EventSourceContext = createContext<EventSourceFactory>(browserEventSource);
