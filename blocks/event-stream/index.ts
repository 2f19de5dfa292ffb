// The event stream block's only door: following a server-sent event stream (reconnecting, the connection state,
// catching up after a drop), the connection indicator, and the stand-in streams stories and tests use. What the
// events mean, and the words for the states, stay with each feature.
export { useEventHandlers, useEventStream } from "./api/use-event-stream";
export type {
  EventHandlers,
  EventHandlersOptions,
  EventStreamOptions,
  EventStreamSnapshot,
} from "./api/use-event-stream";
export { EVENT_SOURCE_CLOSED, EventSourceContext } from "./api/event-source";
export type { EventSourceFactory, EventSourceLike } from "./api/event-source";
export type { StreamConnection } from "./model/connection";
export { ConnectionIndicator } from "./components/connection-indicator";
export type { ConnectionIndicatorProps, ConnectionLabels } from "./components/connection-indicator";
export { FakeEventSource, ManualEventSource, fakeEventSourceFactory } from "./mocks/fake-event-source";
export type { StreamEvent, StreamScript } from "./mocks/fake-event-source";
