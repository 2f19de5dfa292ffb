import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import {
  STORY_WAITLIST_TOKEN,
  heldOffer,
  lapsedOffer,
  waitlistHandlers,
  waitingEntry,
} from "../mocks/waitlist-handlers";
import { WaitlistLeaveScreen } from "./waitlist-leave-screen";

const WAIT = { timeout: 5000 };

const meta = {
  title: "Features/Tours/WaitlistLeaveScreen",
  component: WaitlistLeaveScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { token: STORY_WAITLIST_TOKEN, paths: { courses: "/apec2025/list" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `/apec2025/waitlist?token=${STORY_WAITLIST_TOKEN}` },
    msw: { handlers: waitlistHandlers({ offer: waitingEntry }) },
  },
} satisfies Meta<typeof WaitlistLeaveScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A waiting guest sees what they wait for and leaves with the button (never by merely opening the link). */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Royal palaces of Seoul, .*May 22, 2026 09:00 Korea time, 2 travellers\./, {}, WAIT),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Leave the waitlist" }));
    await expect(await canvas.findByText(/You have left the waitlist\./, {}, WAIT)).toBeVisible();
  },
};

/** A guest holding an offer is told the seats go to the next guest. */
export const OfferActive: Story = {
  parameters: { msw: { handlers: waitlistHandlers({ offer: heldOffer }) } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText("Seats are held for you now. Leaving gives them to the next guest.", {}, WAIT),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Leave the waitlist" })).toBeVisible();
  },
};

/** An offer that lapsed: nothing left to leave. */
export const OfferExpired: Story = {
  parameters: { msw: { handlers: waitlistHandlers({ offer: lapsedOffer }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("You are no longer on this waitlist.", {}, WAIT)).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Leave the waitlist" })).not.toBeInTheDocument();
  },
};

/** A link the server does not know. */
export const InvalidLink: Story = {
  parameters: { msw: { handlers: waitlistHandlers({ offer: "invalid" }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This link is not valid/, {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "See our tours" })).toHaveAttribute("href", "/apec2025/list");
  },
};

/** Opened without a token. */
export const NoToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Open this page from the link in our e-mail.", {}, WAIT)).toBeVisible();
  },
};

/** Waiting for the entry. */
export const Loading: Story = {
  parameters: { msw: { handlers: waitlistHandlers({ offer: "loading" }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Looking up your place on the waitlist…", {}, WAIT)).toBeInTheDocument();
  },
};

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/여행자 2명\./, {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "대기 취소" }));
    await expect(await canvas.findByText(/대기자 명단에서 빠졌습니다\./, {}, WAIT)).toBeVisible();
  },
};
