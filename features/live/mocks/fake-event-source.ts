import { EventSourceContext, fakeEventSourceFactory, type StreamEvent } from "@blocks/event-stream";
import type { LiveMessage } from "@contracts/live";
import type { Decorator } from "@storybook/react-vite";
import { createElement } from "react";

/**
 * How the story's stream behaves: `messages` are delivered after it opens; `drop` then fails it (the browser
 * keeps retrying: "Reconnecting…"); `down` never connects at all ("Connecting…").
 */
export type FakeStreamScript = { messages?: LiveMessage[]; drop?: boolean; down?: boolean };

/** A `state` event as the server sends it: its id is the state's version. */
const stateEvent = (message: LiveMessage): StreamEvent => ({
  type: "state",
  data: JSON.stringify(message),
  id: String(message.state.version),
});

/**
 * Story decorator: the live screens read their stream from `parameters.liveStream` (a FakeStreamScript) instead
 * of the server. The factory is made once per story render.
 */
export const withLiveStream: Decorator = (Story, { parameters }) => {
  const { messages = [], drop, down } = (parameters.liveStream ?? {}) as FakeStreamScript;
  const factory = fakeEventSourceFactory({ events: messages.map(stateEvent), drop, down });
  return createElement(EventSourceContext.Provider, { value: factory }, createElement(Story));
};
