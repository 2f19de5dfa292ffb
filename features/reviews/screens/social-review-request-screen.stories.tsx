import { SOCIAL_REVIEW_MESSAGES } from "@contracts/social-reviews";
import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { bookingsHandlers, socialReviewsApi } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { SocialReviewRequestScreen } from "./social-review-request-screen";

const api = socialReviewsApi();

const meta = {
  title: "Features/Reviews/SocialReviewRequestScreen",
  component: SocialReviewRequestScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { onSaved: fn(), paths: { socialReviews: "/user/social-review" } },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/review-request" },
    msw: { handlers: [bookingsHandlers.success, ...api.handlers] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof SocialReviewRequestScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a completed booking, paste the link: the network is recognised as it is pasted; the request is sent. */
export const Create: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("combobox", { name: /^Booking/ }, { timeout: 5000 }));
    await userEvent.click(
      await screen.findByRole("option", { name: "Gyeongbokgung palace morning tour (R-20260410-0790)" }),
    );
    await userEvent.type(canvas.getByLabelText(/^Address of your review/), "https://www.tiktok.com/@me/video/1");
    await expect(canvas.getByText("Recognized as: TikTok")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(api.bodies.at(-1)).toEqual({ reservation_id: 790, url: "https://www.tiktok.com/@me/video/1" });
  },
};

/** The rules before sending, and the same link twice refused beside the address. */
export const Problems: Story = {
  parameters: { msw: { handlers: [bookingsHandlers.success, ...socialReviewsApi().handlers] } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Send" }, { timeout: 5000 }));
    await expect(await canvas.findByText(SOCIAL_REVIEW_MESSAGES.bookingRequired)).toBeVisible();
    await expect(canvas.getByText(SOCIAL_REVIEW_MESSAGES.urlRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole("combobox", { name: /^Booking/ }));
    await userEvent.click(await screen.findByRole("option", { name: /R-20260501-0801/ }));
    const address = canvas.getByLabelText(/^Address of your review/);
    await userEvent.type(address, "instagram.com/p/C7lantern/");
    await expect(canvas.getByText("Recognized as: Instagram")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByText(SOCIAL_REVIEW_MESSAGES.urlInvalid)).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, "https://www.instagram.com/p/C7lantern/");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(await canvas.findByText(SOCIAL_REVIEW_MESSAGES.duplicate)).toBeVisible();
    await expect(address).toHaveValue("https://www.instagram.com/p/C7lantern/");
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

const editing = socialReviewsApi();
/** A pending request: its link can still be changed. */
export const EditPending: Story = {
  args: { requestId: 41 },
  parameters: { route: { path: "/review-request/41" }, msw: { handlers: editing.handlers } },
  play: async ({ canvas, args }) => {
    const address = await canvas.findByLabelText(/^Address of your review/, {}, { timeout: 5000 });
    await expect(address).toHaveValue("https://www.instagram.com/p/C7lantern/");
    await expect(canvas.getByText("Under review")).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, "https://youtu.be/lanterns");
    await expect(canvas.getByText("Recognized as: YouTube")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save link" }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(editing.bodies.at(-1)).toEqual({ url: "https://youtu.be/lanterns" });
  },
};

/** A rejected request is read-only, with the operator's reason. */
export const Rejected: Story = {
  args: { requestId: 39 },
  parameters: { route: { path: "/review-request/39" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Rejected", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("The video is private: please make it public and send it again.")).toBeVisible();
    await expect(canvas.getByRole("link", { name: /youtu\.be\/abc123/ })).toHaveAttribute("target", "_blank");
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

/** In Korean, an approved request with the points it granted. */
export const KoreanApproved: Story = {
  args: { requestId: 40 },
  globals: { locale: "ko" },
  parameters: { route: { path: "/review-request/40" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("승인", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("1,000 P")).toBeVisible();
    await expect(canvas.getByText("블로그")).toBeVisible();
    await expect(canvas.getByText("Thank you for the lovely photos!")).toBeVisible();
  },
};
