import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { bookingsHandlers, myReviewsHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { MyReviewsScreen } from "./my-reviews-screen";

const meta = {
  title: "Features/Reviews/MyReviewsScreen",
  component: MyReviewsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paths: {
      writeReview: (productId: number, reservationId: number) => `/product/review/${productId}/${reservationId}`,
      editReview: (id: number) => `/user/review/${id}`,
      productReviews: (productId: number) => `/product/${productId}/review`,
    },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/user/review" },
    msw: { handlers: [bookingsHandlers.success, myReviewsHandlers.success] },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof MyReviewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trips waiting for a review, each with the way to write it, then the member's reviews. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const waiting = await canvas.findByRole("region", { name: "Waiting for your review" });
    await expect(
      await within(waiting).findByRole("link", { name: "Write a review: Jeju Olle Trail day tour" }, { timeout: 5000 }),
    ).toHaveAttribute("href", "/product/review/42/801");
    await expect(
      within(waiting).getByRole("link", { name: "Write a review: Gyeongbokgung palace morning tour" }),
    ).toHaveAttribute("href", "/product/review/55/790");
    const mine = canvas.getByRole("region", { name: "Reviews I wrote" });
    const articles = await within(mine).findAllByRole("article", {}, { timeout: 5000 });
    await expect(articles).toHaveLength(2);
    const first = articles[0] as HTMLElement;
    await expect(within(first).getByRole("link", { name: "Seoul Lantern Festival night walk" })).toHaveAttribute(
      "href",
      "/product/31/review",
    );
    await expect(within(first).getByRole("link", { name: "Edit: Worth the crowds" })).toHaveAttribute(
      "href",
      "/user/review/905",
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [bookingsHandlers.empty, myReviewsHandlers.empty] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No trips are waiting for a review.", {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole("heading", { level: 3, name: "No reviews yet" })).toBeVisible();
  },
};

/** A review the shop hid: still the member's, marked hidden, with the shop's reason. */
export const HiddenByShop: Story = {
  parameters: { msw: { handlers: [bookingsHandlers.success, myReviewsHandlers.hidden] } },
  play: async ({ canvas }) => {
    const mine = await canvas.findByRole("region", { name: "Reviews I wrote" }, { timeout: 5000 });
    const [first, second] = await within(mine).findAllByRole("article", {}, { timeout: 5000 });
    await expect(within(first as HTMLElement).getByText("Hidden by the shop")).toBeVisible();
    await expect(
      within(first as HTMLElement).getByText(
        "The shop hid this review from the product's page: It names a private phone number.",
      ),
    ).toBeVisible();
    await expect(within(second as HTMLElement).queryByText("Hidden by the shop")).toBeNull();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "내 리뷰" }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "리뷰 작성: Jeju Olle Trail day tour" })).toBeVisible();
    await expect(canvas.getAllByText("예약 번호 R-20260501-0801 · 2026년 5월 3일 출발")[0]).toBeVisible();
  },
};

/** The session ended: the member's reviews are hidden and the site's guard takes over. */
export const SessionEnded: Story = {
  parameters: { msw: { handlers: [bookingsHandlers.unauthorized, myReviewsHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "You are signed out" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole("region", { name: "Reviews I wrote" })).toBeNull();
  },
};
