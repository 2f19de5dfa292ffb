import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { withLiveStream } from "../mocks/fake-event-source";
import { finishedState, message, pausedState, runningState } from "../mocks/fixtures";
import { LiveTimerScreen } from "./live-timer-screen";

const meta = {
  title: "Features/Live/LiveTimerScreen",
  component: LiveTimerScreen,
  tags: ["autodocs"],
  decorators: [withLiveStream, withRoute],
  afterEach: settle,
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt-viewer/timer" },
    liveStream: { messages: [message(runningState)] },
  },
} satisfies Meta<typeof LiveTimerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The round and its countdown, filling the screen. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "Round 3" }, { timeout: 5000 })).toBeVisible();
    const timer = canvas.getByRole("timer");
    await expect(timer).toHaveTextContent("12:34");
    await expect(timer).toHaveAccessibleName("Time left: 12:34");
    // as large as the screen allows: the digits take most of its width
    await expect(timer.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.6);
  },
};

/** The operator paused the countdown. */
export const Paused: Story = {
  parameters: { liveStream: { messages: [message(pausedState)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Paused", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent("07:05");
  },
};

/** The round's end has passed: zero and "Time is up". */
export const Finished: Story = {
  parameters: { liveStream: { messages: [message(finishedState)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Time is up", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Round 4" })).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent("00:00");
  },
};
