import { setCurrency } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { expectAllProductsLink } from "../mocks/story-checks";
import { storyPaths } from "../mocks/fixtures";
import { productHandlers, ratesHandler } from "../mocks/handlers";
import { DEFAULT_SEARCH_PARAMS, type SearchParams } from "../model/search-params";
import { ProductSearchScreen, type ProductSearchScreenProps } from "./product-search-screen";
import { type Canvas } from "../../../.storybook/story-canvas";

/** Plays the site: the screen's changes go into the "address" (here, state), as the route would. */
function Routed(props: ProductSearchScreenProps) {
  const [params, setParams] = useState(props.params);
  return (
    <ProductSearchScreen
      {...props}
      params={params}
      onChange={(next: SearchParams) => {
        props.onChange(next);
        setParams(next);
      }}
    />
  );
}

const meta = {
  title: "Features/Catalog/ProductSearchScreen",
  component: ProductSearchScreen,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { params: DEFAULT_SEARCH_PARAMS, onChange: fn(), paths: storyPaths },
  // the session currency is per tab: every story starts in dollars, whatever the story before it chose
  beforeEach: () => setCurrency("USD"),
  render: (args) => <Routed {...args} />,
  parameters: {
    layout: "fullscreen",
    route: { path: "/product/search/all/all" },
    msw: { handlers: { rates: ratesHandler, products: productHandlers.success } },
  },
} satisfies Meta<typeof ProductSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The product cards shown: each is one link to its product (paging uses buttons). */
const cards = async (canvas: Canvas, results = "Search results") =>
  within(await canvas.findByRole("region", { name: results }, { timeout: 5000 })).findAllByRole(
    "link",
    {},
    { timeout: 5000 },
  );

/** Every product, twelve a page: counts, cards with the kind, region and starting price, then page 2. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(await cards(canvas)).toHaveLength(12);
    await expect(canvas.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    await expect(canvas.getByText(/14 products · 1–12 of 14/)).toBeVisible();
    const lantern = canvas.getByRole("link", { name: "Seoul Lantern Festival" });
    await expect(lantern).toHaveAttribute("href", "/product/detail/101");
    const card = lantern.closest("li") as HTMLElement;
    await expect(card).toHaveTextContent("Festival");
    await expect(card).toHaveTextContent("Seoul");
    await expect(card).toHaveTextContent("From $25");
    // a product sold in won shows the dollar price and notes its own
    const jeju = canvas.getByRole("link", { name: "Jeju Fire Festival" }).closest("li") as HTMLElement;
    await expect(jeju).toHaveTextContent("From $27.30");
    await expect(jeju).toHaveTextContent("Sold in KRW: ₩39,000");
    await userEvent.click(canvas.getByRole("button", { name: "Page 2" }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_SEARCH_PARAMS, page: 2 });
    await waitFor(() => expect(canvas.getByText(/13–14 of 14/)).toBeVisible());
    await expect(await cards(canvas)).toHaveLength(2);
  },
};

/** A region from the filter goes to the site as new parameters, back on page 1. */
export const FilterByRegion: Story = {
  args: { params: { ...DEFAULT_SEARCH_PARAMS, page: 2 } },
  play: async ({ canvas, args }) => {
    await cards(canvas);
    await userEvent.click(canvas.getByRole("combobox", { name: "Region" }));
    await userEvent.click(await screen.findByRole("option", { name: "Jeju" }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_SEARCH_PARAMS, region: "jeju", page: 1 });
    await waitFor(() => expect(canvas.getByText("2 products")).toBeVisible());
  },
};

/** The keyword box: blank is stopped with the spec's message (no request), a word searches. */
export const KeywordSearch: Story = {
  play: async ({ canvas, args }) => {
    await cards(canvas);
    const box = canvas.getByRole("searchbox", { name: "Search products" });
    await userEvent.type(box, "   ");
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(box).toHaveAccessibleDescription("Please enter a keyword to search.");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, "jeju{Enter}");
    await expect(args.onChange).toHaveBeenCalledWith({ ...DEFAULT_SEARCH_PARAMS, keyword: "jeju" });
    await expect(await canvas.findByRole("heading", { level: 1, name: "Results for “jeju”" })).toBeVisible();
    await waitFor(() => expect(canvas.getByText("2 products")).toBeVisible());
  },
};

/** Spec: "no products", with a way back to everything. */
export const Empty: Story = {
  args: { params: { ...DEFAULT_SEARCH_PARAMS, category: "wellness", region: "chungcheong" } },
  parameters: { msw: { handlers: { products: productHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 2, name: "No products" }, { timeout: 5000 }),
    ).toBeVisible();
    await expectAllProductsLink(canvas, "Show all products");
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.loading } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("Loading…");
  },
};

/** The server's words and a retry that loads the products. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.failOnce() } } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert", {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent("We couldn't load the products.");
    await expect(alert).toHaveTextContent("The catalogue is being restocked.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(await cards(canvas)).toHaveLength(12);
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { params: { ...DEFAULT_SEARCH_PARAMS, category: "festival" } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { level: 1, name: "상품" }, { timeout: 5000 })).toBeVisible();
    await expect(await cards(canvas, "검색 결과")).toHaveLength(4);
    await expect(canvas.getByText("상품 4개")).toBeVisible();
    await expect(canvas.getByRole("combobox", { name: "카테고리" })).toHaveTextContent("축제");
    await expect(canvas.getByRole("link", { name: "Seoul Lantern Festival" }).closest("li")).toHaveTextContent(
      "$25부터",
    );
  },
};
