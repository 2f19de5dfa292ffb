import { clearArea, getToken, setToken } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { STORY_TOKEN } from "../mocks/fixtures";
import { cartHandlers, statefulCart } from "../mocks/handlers";
import { settle, withRoute } from "../../../.storybook/story-router";
import { CartScreen } from "./cart-screen";
import { type Canvas } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Cart/CartScreen",
  component: CartScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: {
    paths: { browse: "/product/search/all/all", product: (id: number) => `/product/detail/${id}` },
    onReserve: fn(),
  },
  argTypes: { paths: { control: false } },
  parameters: {
    layout: "fullscreen",
    route: { path: "/product/shopping-cart" },
    msw: { handlers: cartHandlers.success },
  },
  beforeEach: () => {
    setToken("member", STORY_TOKEN);
    return () => clearArea("member");
  },
} satisfies Meta<typeof CartScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = async (canvas: Canvas) => {
  await canvas.findByRole("checkbox", { name: "Select all" }, { timeout: 5000 });
  return canvas.getAllByRole("article");
};

/** Rows as the spec derives them: period (earliest start ~ latest end), options, total with the first option's symbol. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const [lantern, jeju] = (await rowsOf(canvas)) as [HTMLElement, HTMLElement];
    await expect(within(lantern).getByRole("heading", { name: "Seoul Lantern Festival night walk" })).toBeVisible();
    await expect(lantern).toHaveTextContent("5/29 ~ 6/20");
    await expect(lantern).toHaveTextContent("Adult night pass × 2");
    await expect(lantern).toHaveTextContent("Lantern-making class × 2");
    // the trip chosen on the product page, and its total: 49 x 2 + 25.5 x 2 + one extra bag at $10
    await expect(lantern).toHaveTextContent("June 8, 2026 at 19:00 · 2 travelers · 5 bags");
    await expect(lantern).toHaveTextContent("$159");
    await expect(lantern).toHaveTextContent("Includes $10 for extra luggage");
    await expect(jeju).toHaveTextContent("7/1 ~ 8/31");
    await expect(jeju).toHaveTextContent("₩195,000");
    for (const box of canvas.getAllByRole("checkbox")) await expect(box).not.toBeChecked();
    await expect(canvas.getByText("0 of 2 selected")).toBeVisible();
  },
};

/** Reserving with nothing chosen says so (spec point 5); nothing is reserved. */
export const ReserveNothingSelected: Story = {
  play: async ({ canvas, args }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Reserve selected" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Select a product to reserve or delete.");
    await expect(args.onReserve).not.toHaveBeenCalled();
  },
};

/** Deleting with nothing chosen: the same message, and no question is asked. */
export const DeleteNothingSelected: Story = {
  play: async ({ canvas }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Delete selected" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Select a product to reserve or delete.");
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

/** One row chosen, then reserve: the site gets its cart item id. */
export const ReserveSelected: Story = {
  play: async ({ canvas, args }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select Jeju Olle Trail day tour" }));
    await expect(canvas.getByRole("checkbox", { name: "Select all" })).toHaveAttribute("aria-checked", "mixed");
    await userEvent.click(canvas.getByRole("button", { name: "Reserve selected" }));
    // the trip goes with the item, so the reservation does not ask for it again
    await expect(args.onReserve).toHaveBeenCalledWith([12], {
      departure_date: "2026-07-03",
      departure_time: "09:00",
      travelers: 3,
      luggage: 6,
    });
  },
};

/** Select all, then reserve both together. */
export const SelectAll: Story = {
  play: async ({ canvas, args }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all" }));
    await expect(canvas.getByRole("checkbox", { name: "Select Seoul Lantern Festival night walk" })).toBeChecked();
    await expect(canvas.getByText("2 of 2 selected")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reserve selected" }));
    // two different trips: one order departs once, so the reservation asks
    await expect(args.onReserve).toHaveBeenCalledWith([11, 12], null);
  },
};

const deleting = statefulCart();

/** Asked first, then deleted; the list refreshes and no success toast appears (spec point 7). */
export const DeleteSelected: Story = {
  parameters: { msw: { handlers: deleting.handlers } },
  play: async ({ canvas }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select Seoul Lantern Festival night walk" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the selected products?" });
    await expect(dialog).toHaveTextContent("1 product(s) will be removed from your cart.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(canvas.getAllByRole("article")).toHaveLength(1));
    await expect(deleting.deleted).toEqual([11]);
    await expect(canvas.getByRole("heading", { name: "Jeju Olle Trail day tour" })).toBeVisible();
    await expect(screen.queryByText("Deleted.")).not.toBeInTheDocument();
  },
};

/** "Keep": nothing is deleted. */
export const DeleteDeclined: Story = {
  play: async ({ canvas }) => {
    await rowsOf(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select all" }));
    await userEvent.click(canvas.getByRole("button", { name: "Delete selected" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(canvas.getAllByRole("article")).toHaveLength(2);
  },
};

/** Spec message: "no products in cart", with a way to browse. */
export const Empty: Story = {
  parameters: { msw: { handlers: cartHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No products in cart" }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Browse products" })).toHaveAttribute(
      "href",
      "/product/search/all/all",
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [cartHandlers.loading] } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Shopping cart" }, { timeout: 5000 });
    await expect(await canvas.findByText("Loading…")).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [cartHandlers.error] } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load your cart.");
    await expect(alert).toHaveTextContent("The cart service is being restarted.");
    await expect(canvas.getByRole("button", { name: "Try again" })).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await canvas.findByRole("checkbox", { name: "전체 선택" }, { timeout: 5000 });
    await expect(canvas.getByRole("heading", { level: 1, name: "장바구니" })).toBeVisible();
    await expect(canvas.getAllByRole("article")[0]).toHaveTextContent("5. 29. ~ 6. 20.");
    await userEvent.click(canvas.getByRole("button", { name: "선택 상품 예약" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("예약 또는 삭제할 상품을 선택해 주세요.");
  },
};

export const KoreanEmpty: Story = {
  globals: { locale: "ko" },
  parameters: { msw: { handlers: cartHandlers.empty } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "장바구니에 상품이 없습니다" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

// Last on purpose: it ends with the session cleared, so whichever story file runs next in the tab starts as a guest.
/** A 401: the token is cleared and the person is sent to sign in, with the way back. */
export const Unauthorized: Story = {
  parameters: { msw: { handlers: [cartHandlers.unauthorized] } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        "heading",
        { name: "Page: /account/login?redirect=%2Fproduct%2Fshopping-cart" },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(getToken("member")).toBeNull();
  },
};
