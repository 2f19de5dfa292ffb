import { REVIEW_MESSAGES } from "@contracts/reviews";
import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { bookingsHandlers, createAnswers, recordingCreate } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { WriteReviewScreen } from "./write-review-screen";

/** The Jeju tour of booking 801 waits for its review; the lantern walk of the same booking has one (905). */
const READY = { productId: 42, reservationId: 801 };

function clearDrafts() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith("reviews.draft.")) sessionStorage.removeItem(key);
}

const created = recordingCreate();

const meta = {
  title: "Features/Reviews/WriteReviewScreen",
  component: WriteReviewScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    ...READY,
    onDone: fn(),
    paths: { myReviews: "/user/review", editReview: (id: number) => `/user/review/${id}` },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/product/review/42/801" },
    msw: { handlers: [bookingsHandlers.success, created.handler] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    clearDrafts();
    return () => {
      clearArea("member");
      clearDrafts();
    };
  },
} satisfies Meta<typeof WriteReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stars, title and text with its live count; the review is posted for this booking and the site moves on. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "Jeju Olle Trail day tour" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText("Booking R-20260501-0801 · departed May 3, 2026")).toBeVisible();
    await userEvent.click(canvas.getByRole("radio", { name: "4 stars" }));
    await userEvent.type(canvas.getByLabelText(/^Title/), "  Windy but wonderful ");
    await userEvent.type(canvas.getByLabelText(/^Review/), "The guide knew every stone.");
    await expect(canvas.getByText("27 / 3,000")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Post review" }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledOnce());
    await expect(created.bodies.at(-1)).toEqual({
      rating: 4,
      title: "Windy but wonderful",
      content: "The guide knew every stone.",
      product_id: 42,
      reservation_id: 801,
    });
    await expect(await canvas.findByRole("heading", { name: "Thank you for your review" })).toBeVisible();
  },
};

/** The spec's messages (point 5) beside their fields; the stars take the focus first. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "Jeju Olle Trail day tour" }, { timeout: 5000 });
    await userEvent.type(canvas.getByLabelText(/^Review/), "Too short");
    await expect(canvas.getByText("9 / 3,000")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Post review" }));
    await expect(await canvas.findByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
    await expect(canvas.getByText(REVIEW_MESSAGES.titleRequired)).toBeVisible();
    await expect(canvas.getByText(REVIEW_MESSAGES.contentMin)).toBeVisible();
    await expect(canvas.getByRole("radiogroup", { name: /Rating/ })).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(canvas.getByRole("radio", { name: "1 star" })).toHaveFocus());
    // fixing a field clears its message at once
    await userEvent.type(canvas.getByLabelText(/^Title/), "Short and sweet");
    await waitFor(() => expect(canvas.queryByText(REVIEW_MESSAGES.titleRequired)).toBeNull());
  },
};

const refused = recordingCreate(createAnswers.fieldErrors);
/** The server's field errors beside their fields; everything typed stays. */
export const ServerFieldErrors: Story = {
  parameters: { msw: { handlers: [bookingsHandlers.success, refused.handler] } },
  play: async ({ canvas, args }) => {
    await canvas.findByRole("heading", { level: 2, name: "Jeju Olle Trail day tour" }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("radio", { name: "5 stars" }));
    await userEvent.type(canvas.getByLabelText(/^Title/), "See my blog");
    await userEvent.type(canvas.getByLabelText(/^Review/), "Photos at https://example.com/jeju");
    await userEvent.click(canvas.getByRole("button", { name: "Post review" }));
    await expect(await canvas.findByText("Please leave out web addresses.")).toBeVisible();
    await expect(canvas.getByText("Please keep the title to your trip.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue("See my blog");
    await expect(canvas.getByLabelText(/^Review/)).toHaveValue("Photos at https://example.com/jeju");
    await expect(canvas.getByRole("radio", { name: "5 stars" })).toHaveAttribute("aria-checked", "true");
    await expect(args.onDone).not.toHaveBeenCalled();
  },
};

/** A booking already reviewed says so, with the way to the review. */
export const AlreadyReviewed: Story = {
  args: { productId: 31, reservationId: 801 },
  parameters: { route: { path: "/product/review/31/801" } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: REVIEW_MESSAGES.alreadyReviewed }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Edit my review" })).toHaveAttribute("href", "/user/review/905");
    await expect(canvas.queryByRole("button", { name: "Post review" })).toBeNull();
  },
};

/** In Korean: the spec's messages in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 2, name: "Jeju Olle Trail day tour" }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "리뷰 등록" }));
    await expect(await canvas.findByText("리뷰 제목을 입력해 주세요.")).toBeVisible();
    await expect(canvas.getByText("리뷰는 10자 이상 작성해 주세요.")).toBeVisible();
    await expect(canvas.getByText("별점을 선택해 주세요.")).toBeVisible();
  },
};
