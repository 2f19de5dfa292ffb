import { EventSourceContext, fakeEventSourceFactory, type StreamEvent, type StreamScript } from "@blocks/event-stream";
import type { StreamClosedEvent, TrackPosition, TripEvent } from "@contracts/tracking";
import type { Decorator } from "@storybook/react-vite";
import { createElement } from "react";

/** The tour stream's events as the server sends them: the type, the JSON data, the seq as the id. */
export const positionEvent = (position: TrackPosition): StreamEvent => ({
  type: "position",
  data: JSON.stringify(position),
  id: String(position.seq),
});
export const tripEvent = (trip: TripEvent): StreamEvent => ({
  type: "trip",
  data: JSON.stringify(trip),
  id: String(trip.seq),
});
export const closedEvent = (reason: StreamClosedEvent["reason"]): StreamEvent => ({
  type: "closed",
  data: JSON.stringify({ reason }),
});

/**
 * Story decorator: the tracking screen reads its stream from `parameters.trackingStream` (the block's StreamScript)
 * instead of the server.
 */
export const withTrackingStream: Decorator = (Story, { parameters }) => {
  const script = (parameters.trackingStream ?? {}) as StreamScript;
  return createElement(EventSourceContext.Provider, { value: fakeEventSourceFactory(script) }, createElement(Story));
};
