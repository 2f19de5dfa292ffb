import { clearArea, getToken, setCurrency, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { STORY_TOKEN } from "../mocks/fixtures";
import { ratesHandler, statefulWishlist, wishlistHandlers } from "../mocks/handlers";
import { WishlistScreen } from "./wishlist-screen";
import { type Canvas, pageHeading } from "../../../.storybook/story-canvas";

const paths = { product: (id: number) => `/product/detail/${id}`, browse: "/product/search/all/all" };

const meta = {
  title: "Features/Wishlist/WishlistScreen",
  component: WishlistScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths },
  parameters: {
    layout: "fullscreen",
    route: { path: "/product/wishlist" },
    msw: { handlers: { rates: ratesHandler, wishlist: wishlistHandlers.empty } },
  },
  beforeEach: () => {
    setCurrency("USD");
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof WishlistScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = (canvas: Canvas, name = "Wishlist") => pageHeading(canvas, name);
const rows = (canvas: Canvas) => canvas.findAllByRole("heading", { level: 2 }, { timeout: 5000 });

/** Saved products, newest first: picture, name linking to the product, price in dollars (won noted). */
export const Default: Story = {
  parameters: { msw: { handlers: { wishlist: statefulWishlist() } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect((await rows(canvas)).map((row) => row.textContent)).toEqual([
      "Jeju Olle Trail Day Tour",
      "Jeonju Hanok Food Walk",
      "Gamcheon Culture Village Pass",
    ]);
    await expect(canvas.getByText("3 products")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Jeju Olle Trail Day Tour" })).toHaveAttribute(
      "href",
      "/product/detail/105",
    );
    const hanok = canvas.getByRole("link", { name: "Jeonju Hanok Food Walk" }).closest("li") as HTMLElement;
    await expect(hanok).toHaveTextContent("From $38.50");
    await expect(hanok).toHaveTextContent("Sold in KRW: ₩55,000");
    await expect(hanok).toHaveTextContent("Saved on May 3, 2026");
  },
};

/** Remove: the row leaves at once, and the reloaded list agrees. */
export const Remove: Story = {
  parameters: { msw: { handlers: { wishlist: statefulWishlist() } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await rows(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Jeonju Hanok Food Walk from wishlist" }));
    await waitFor(() => expect(canvas.queryByText("Jeonju Hanok Food Walk")).not.toBeInTheDocument());
    await expect(canvas.getByText("2 products")).toBeVisible();
  },
};

/** A refused removal puts the row back. */
export const RemoveFails: Story = {
  parameters: { msw: { handlers: { wishlist: statefulWishlist(undefined, { writeDelay: 150, failWrites: true }) } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await rows(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Remove Jeonju Hanok Food Walk from wishlist" }));
    await waitFor(() => expect(canvas.queryByText("Jeonju Hanok Food Walk")).not.toBeInTheDocument());
    await expect(await canvas.findByText("Jeonju Hanok Food Walk", {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Spec: "no wishlist", with a way to browse. */
export const Empty: Story = {
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.empty } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(await canvas.findByRole("heading", { level: 2, name: "No wishlist" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse products" })).toHaveAttribute(
      "href",
      "/product/search/all/all",
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.loading } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.error } } },
  play: async ({ canvas }) => {
    await ready(canvas);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't load your wishlist.");
    await expect(alert).toHaveTextContent("The wishlist shelf is being rearranged.");
    await expect(within(alert).getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const Korean: Story = {
  parameters: { msw: { handlers: { wishlist: statefulWishlist() } } },
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await ready(canvas, "위시리스트");
    await rows(canvas);
    await expect(canvas.getByText("상품 3개")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "위시리스트에서 Jeju Olle Trail Day Tour 삭제" })).toBeVisible();
    await expect(canvas.getByText("2026년 5월 3일 저장")).toBeVisible();
  },
};

export const KoreanEmpty: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.empty } } },
  play: async ({ canvas }) => {
    await ready(canvas, "위시리스트");
    await expect(await canvas.findByRole("heading", { level: 2, name: "위시리스트가 없습니다" })).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared, as the transport leaves it after a 401.
/** The session expired: the token is cleared and the person is sent to sign in, with the way back. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: { wishlist: wishlistHandlers.unauthorized } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Fproduct%2Fwishlist" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
