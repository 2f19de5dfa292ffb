import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { createElement } from "react";
import { expect } from "storybook/test";
import { EventSourceContext } from "../api/event-source";
import { useEventStream } from "../api/use-event-stream";
import { type StreamScript, fakeEventSourceFactory } from "../mocks/fake-event-source";
import { type ConnectionIndicatorProps, type ConnectionLabels, ConnectionIndicator } from "./connection-indicator";

// the words a feature passes in (features/live says them in its `live` namespace)
const labels: ConnectionLabels = { connecting: "Connecting…", live: "Live", reconnecting: "Reconnecting…" };

const meta = {
  title: "Blocks/EventStream/ConnectionIndicator",
  component: ConnectionIndicator,
  tags: ["autodocs"],
  args: { status: "live", labels },
  argTypes: { labels: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ConnectionIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Following the stream: quiet, so it does not draw the eye from the content. */
export const Live: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Live");
    await expect(status).toHaveAttribute("data-status", "live");
  },
};

/** Nothing received yet. */
export const Connecting: Story = {
  args: { status: "connecting" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Connecting…");
  },
};

/** The stream dropped after something was shown: plain to see, while the last data stays on screen. */
export const Reconnecting: Story = {
  args: { status: "reconnecting" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Reconnecting…");
  },
};

/** The indicator of a page following a stream through `useEventStream`, as a feature uses the two. */
function StreamedIndicator({ labels: words, className }: Pick<ConnectionIndicatorProps, "labels" | "className">) {
  const { status } = useEventStream({ url: "/api/v1/story/stream", event: "position", read: (data) => data });
  return <ConnectionIndicator status={status} labels={words} className={className} />;
}

const withStream =
  (script: StreamScript): Decorator =>
  (Story) =>
    createElement(EventSourceContext.Provider, { value: fakeEventSourceFactory(script) }, createElement(Story));

/** A stream that delivers an event, then drops (the browser keeps retrying): the indicator follows it. */
export const DroppedStream: Story = {
  decorators: [withStream({ events: [{ type: "position", data: "37.5665,126.9780", id: "1" }], drop: true })],
  render: (args) => <StreamedIndicator labels={args.labels} className={args.className} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Reconnecting…")).toBeVisible();
  },
};
