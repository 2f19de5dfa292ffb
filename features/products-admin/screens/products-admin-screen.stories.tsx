import { operatorListStates } from "@blocks/story-kit";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { pageHeading } from "../../../.storybook/story-canvas";
import { emptyProductsApi, listHandlers, productsAdminApi } from "../mocks/handlers";
import { PRODUCTS_PATHS, productsStoryMeta } from "../mocks/story-meta";
import { ProductsAdminScreen } from "./products-admin-screen";

const meta = {
  title: "Features/ProductsAdmin/ProductsAdminScreen",
  component: ProductsAdminScreen,
  tags: ["autodocs"],
  ...productsStoryMeta(PRODUCTS_PATHS.list),
} satisfies Meta<typeof ProductsAdminScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = "Products";

/** The shop's products, newest first: each with its options and the places sold beside its capacity. */
export const List: Story = {
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, TITLE)).toBeVisible();
    await expect(await canvas.findByText("3 products", {}, { timeout: 5000 })).toBeVisible();
    const rows = within(canvas.getByRole("table")).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole("link", { name: "Lantern Night Walk" })).toHaveAttribute(
      "href",
      PRODUCTS_PATHS.product(41),
    );
    await expect(first.getByText("등불 야간 산책")).toBeVisible();
    await expect(first.getByText("16 of 30")).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "New product" })).toHaveAttribute(
      "href",
      PRODUCTS_PATHS.create,
    );
  },
};

/** Searched by a Korean name, then a category chosen: the address keeps both. */
export const SearchAndCategory: Story = {
  parameters: { msw: { handlers: productsAdminApi().handlers } },
  play: async ({ canvas }) => {
    await pageHeading(canvas, TITLE);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Name in English or Korean" }), "제주");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(await canvas.findByText("1 product", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Jeju Tea Fields" })).toBeVisible();
    await userEvent.click(canvas.getByRole("tab", { name: "Culture" }));
    await expect(await canvas.findByRole("heading", { level: 2, name: "No products found" })).toBeVisible();
  },
};

/** A viewer reads the list but is offered no "New product". */
export const Viewer: Story = {
  parameters: { msw: { handlers: productsAdminApi({ role: "viewer" }).handlers } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("3 products", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole("link", { name: "New product" })).toBeNull();
  },
};

/** No product at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyProductsApi().handlers } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No products found" }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const states = operatorListStates({
  title: TITLE,
  loadError: "We couldn't load the products.",
  handlers: listHandlers,
});

/** Waiting for the list. */
export const Loading: Story = states.Loading;

/** The list could not be read: said, with a retry. */
export const LoadError: Story = states.LoadError;

/** The session ended elsewhere (401): cleared, and the page says so. */
export const Unauthorized: Story = states.Unauthorized;

/** A staff account of another role (403): told the page is the operators'. */
export const Forbidden: Story = states.Forbidden;

/** In Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(await pageHeading(canvas, "상품")).toBeVisible();
    await expect(await canvas.findByText("상품 3개", {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "등불 야간 산책" })).toBeVisible();
    await expect(await canvas.findByRole("link", { name: "새 상품" })).toBeVisible();
  },
};
