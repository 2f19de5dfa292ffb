import { clearArea, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PRODUCT_ID, STORY_TOKEN } from "../mocks/fixtures";
import { productReviewsApi, productReviewsHandlers } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { ProductReviewsScreen } from "./product-reviews-screen";
import { type Canvas } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Reviews/ProductReviewsScreen",
  component: ProductReviewsScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    productId: PRODUCT_ID,
    onNeedSignIn: fn(),
    paths: { product: (id: number) => `/product/detail/${id}`, editReview: (id: number) => `/user/review/${id}` },
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: `/product/${PRODUCT_ID}/review` },
    msw: { handlers: productReviewsApi().handlers },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof ProductReviewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const reviews = async (canvas: Canvas) => {
  await canvas.findAllByRole("article", {}, { timeout: 5000 });
  return canvas.getAllByRole("article");
};

const api = productReviewsApi();

/**
 * The average with stars and count, the spread by stars, the member's own review marked with edit and delete;
 * "Most helpful" asks the server for that order and shows it.
 */
export const Default: Story = {
  parameters: { msw: { handlers: api.handlers } },
  play: async ({ canvas }) => {
    const list = await reviews(canvas);
    await expect(list).toHaveLength(4);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Reviews of Seoul Lantern Festival night walk",
    );
    await expect(canvas.getByText("4.3")).toBeVisible();
    await expect(canvas.getByText("4 reviews")).toBeVisible();
    const spread = canvas.getByRole("list", { name: "Reviews by stars" });
    await expect(within(spread).getAllByRole("listitem")[0]).toHaveTextContent("5 stars2");
    const mine = list[0] as HTMLElement;
    await expect(within(mine).getByText("Your review")).toBeVisible();
    await expect(within(mine).getByRole("link", { name: "Edit: Worth the crowds" })).toHaveAttribute(
      "href",
      "/user/review/905",
    );
    await expect(within(mine).getByRole("button", { name: "Delete: Worth the crowds" })).toBeVisible();
    await expect(within(mine).getByText("2 people found this helpful")).toBeVisible();
    await expect(within(mine).queryByRole("button", { name: /Helpful/ })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Back to the product" })).toHaveAttribute(
      "href",
      "/product/detail/31",
    );

    await expect(canvas.getByRole("button", { name: "Latest" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Most helpful" }));
    await waitFor(() => expect(canvas.getAllByRole("article")[0]).toHaveTextContent("Magical evening"));
    await expect(canvas.getByRole("button", { name: "Most helpful" })).toHaveAttribute("aria-pressed", "true");
    await expect(api.requests.at(-1)?.searchParams.get("sort")).toBe("recommended");
    await expect(api.requests.at(-1)?.searchParams.get("page")).toBe("1");
  },
};

/** A member marks another's review helpful and takes it back: the count follows. */
export const HelpfulVote: Story = {
  parameters: { msw: { handlers: productReviewsApi().handlers } },
  play: async ({ canvas }) => {
    const list = await reviews(canvas);
    const other = list[2] as HTMLElement;
    // the member's own votes arrive with a second answer: wait for the button as it reads once they have
    const button = await within(other).findByRole("button", { name: "Helpful 1" }, { timeout: 5000 });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(other).getByRole("button", { name: "Helpful 2" })).toHaveAttribute("aria-pressed", "true"),
    );
    await userEvent.click(within(other).getByRole("button", { name: "Helpful 2" }));
    await waitFor(() =>
      expect(within(other).getByRole("button", { name: "Helpful 1" })).toHaveAttribute("aria-pressed", "false"),
    );
    // the vote the member gave earlier shows pressed
    await expect(within(list[1] as HTMLElement).getByRole("button", { name: "Helpful 7" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** A guest sees every review unmarked; pressing "Helpful" asks them to sign in and sends nothing. */
export const Guest: Story = {
  beforeEach: () => clearArea("member"),
  parameters: { msw: { handlers: productReviewsApi(undefined, { guest: true }).handlers } },
  play: async ({ canvas, args }) => {
    const list = await reviews(canvas);
    await expect(canvas.queryByText("Your review")).toBeNull();
    const first = within(list[0] as HTMLElement).getByRole("button", { name: "Helpful 2" });
    await userEvent.click(first);
    await expect(args.onNeedSignIn).toHaveBeenCalledOnce();
    await expect(first).toHaveAttribute("aria-pressed", "false");
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: productReviewsApi([]).handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No reviews yet" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [productReviewsHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the reviews.");
    await expect(alert).toHaveTextContent("The review service is being restarted.");
  },
};
