import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { withLiveStream } from "../mocks/fake-event-source";
import { message, runningState, STORY_ADMIN_TOKEN } from "../mocks/fixtures";
import { liveUpdateApi, unavailableHandlers } from "../mocks/handlers";
import { LiveUpdateScreen } from "./live-update-screen";

const api = liveUpdateApi(runningState);

const meta = {
  title: "Features/Live/LiveUpdateScreen",
  component: LiveUpdateScreen,
  tags: ["autodocs"],
  decorators: [withLiveStream, withRoute],
  afterEach: settle,
  args: { paths: { viewer: "/sitmmt-viewer", timer: "/sitmmt-viewer/timer" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/sitmmt-update" },
    liveStream: { messages: [message(runningState)] },
    msw: { handlers: api.handlers },
  },
  beforeEach: () => {
    api.reset();
    setToken("admin", STORY_ADMIN_TOKEN);
    return () => clearArea("admin");
  },
} satisfies Meta<typeof LiveUpdateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the screens show, the next round offered (4, 20 minutes), and a start answered by the server. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const preview = await canvas.findByRole("region", { name: "On the screens now" }, { timeout: 5000 });
    await waitFor(() => expect(preview).toHaveTextContent("Round 3"));
    await expect(preview).toHaveTextContent("12:34");
    await expect(preview).toHaveTextContent("Lunch is served in Hall C");
    await expect(canvas.getByLabelText(/^Round number/)).toHaveValue("4");
    await expect(canvas.getByLabelText(/^Minutes/)).toHaveValue("20");
    await expect(canvas.getByRole("button", { name: "Resume" })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: /Open the venue screen/ })).toHaveAttribute("href", "/sitmmt-viewer");

    await userEvent.click(canvas.getByRole("button", { name: "Start round" }));
    await waitFor(() => expect(preview).toHaveTextContent("Round 4"));
    await expect(preview).toHaveTextContent("20:00");
    await expect(
      within(preview).getByText(
        /^Update 13 saved at .+\. The screens show: round 4, 20:00 left; the announcement is on\.$/,
      ),
    ).toBeVisible();
    await expect(api.bodies.at(-1)).toEqual({ kind: "round", number: 4, minutes: 20 });
    // the next one is offered
    await expect(canvas.getByLabelText(/^Round number/)).toHaveValue("5");
  },
};

/** Out-of-range values are caught beside their fields before anything is sent. */
export const InvalidRound: Story = {
  play: async ({ canvas }) => {
    const number = await canvas.findByLabelText(/^Round number/, {}, { timeout: 5000 });
    await userEvent.clear(number);
    const minutes = canvas.getByLabelText(/^Minutes/);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, "240");
    await userEvent.click(canvas.getByRole("button", { name: "Start round" }));
    await expect(await canvas.findByText("This is a required field.")).toBeVisible();
    await expect(canvas.getByText("The countdown is from 1 to 180 minutes.")).toBeVisible();
    await expect(number).toHaveFocus();
    await expect(api.bodies).toEqual([]);
  },
};

/** The server cannot take the push: the form says so and keeps what the operator typed (in Korean). */
export const ServerError: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: unavailableHandlers } },
  play: async ({ canvas }) => {
    const english = await canvas.findByLabelText("영어", {}, { timeout: 5000 });
    await waitFor(() => expect(english).toHaveValue(runningState.announcement?.en));
    await userEvent.clear(english);
    await userEvent.type(english, "Hall C closes at 18:00.");
    await userEvent.click(canvas.getByRole("button", { name: "화면에 표시" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("The service is restarting. Please try again in a minute.");
    await expect(english).toHaveValue("Hall C closes at 18:00.");
  },
};
