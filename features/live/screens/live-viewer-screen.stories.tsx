import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { withLiveStream } from "../mocks/fake-event-source";
import { message, runningState } from "../mocks/fixtures";
import { LiveViewerScreen } from "./live-viewer-screen";

const meta = {
  title: "Features/Live/LiveViewerScreen",
  component: LiveViewerScreen,
  tags: ["autodocs"],
  decorators: [withLiveStream, withRoute],
  afterEach: settle,
  args: { martName: "SITMMT 2025" },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt-viewer" },
    liveStream: { messages: [message(runningState)] },
  },
} satisfies Meta<typeof LiveViewerScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A round running with 12:34 left and the lunch announcement, as the hall sees it. */
export const RunningWithAnnouncement: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "Round 3" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "SITMMT 2025" })).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent("12:34");
    await expect(canvas.getByRole("region", { name: "Announcement" })).toHaveTextContent(
      "Lunch is served in Hall C from 12:00. Meetings resume at 13:30.",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("Live");
    // a venue screen: no site header, navigation or footer
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.queryByRole("contentinfo")).toBeNull();
  },
};

/** The stream dropped after the round was shown: the last state stays up and the corner says so. */
export const Reconnecting: Story = {
  parameters: { liveStream: { messages: [message(runningState)], drop: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Reconnecting…", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "Round 3" })).toBeVisible();
    await expect(canvas.getByRole("timer")).toHaveTextContent("12:34");
  },
};

/** The server cannot be reached yet: the screen waits and says it is connecting (it recovers on its own). */
export const Connecting: Story = {
  parameters: { liveStream: { down: true } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Waiting for the latest update…" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent("Connecting…");
    await expect(canvas.queryByRole("timer")).toBeNull();
  },
};

/** A Korean screen (`?lang=ko`): the Korean announcement and labels. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { martName: "SITMMT 2025" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 2, name: "3회차" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("region", { name: "안내" })).toHaveTextContent(
      "점심 식사는 12시부터 C홀에서 제공됩니다. 상담은 13시 30분에 재개됩니다.",
    );
    await expect(canvas.getByRole("status")).toHaveTextContent("실시간");
  },
};
