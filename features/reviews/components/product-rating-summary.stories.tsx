import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { PRODUCT_ID } from "../mocks/fixtures";
import { summaryHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { ProductRatingSummary } from "./product-rating-summary";

const meta = {
  title: "Features/Reviews/ProductRatingSummary",
  component: ProductRatingSummary,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { productId: PRODUCT_ID, reviewsPath: `/product/${PRODUCT_ID}/review` },
  parameters: {
    route: { path: `/product/detail/${PRODUCT_ID}` },
    msw: { handlers: [summaryHandlers.rated] },
  },
} satisfies Meta<typeof ProductRatingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The exact average, the stars, the count and the way to the reviews. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("img", { name: "4.5 out of 5" }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText("4.3")).toBeVisible();
    await expect(canvas.getByText("4 reviews")).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Read the reviews" })).toHaveAttribute("href", "/product/31/review");
  },
};

export const NoReviews: Story = {
  parameters: { msw: { handlers: [summaryHandlers.none] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No reviews yet", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Reviews" })).toHaveAttribute("href", "/product/31/review");
  },
};
