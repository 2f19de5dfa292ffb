import { setCurrency } from "@lib/session/session-store";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { settle, withRoute } from "../../../.storybook/story-router";
import { storyPaths } from "../mocks/fixtures";
import { facetHandlers, productHandlers, ratesHandler } from "../mocks/handlers";
import { CatalogHome } from "./catalog-home";
import { type Canvas } from "../../../.storybook/story-canvas";

const meta = {
  title: "Features/Catalog/CatalogHome",
  component: CatalogHome,
  tags: ["autodocs"],
  decorators: [withRoute],
  afterEach: settle,
  args: { paths: storyPaths },
  beforeEach: () => setCurrency("USD"),
  parameters: {
    layout: "fullscreen",
    route: { path: "/main" },
    msw: { handlers: { rates: ratesHandler, products: productHandlers.success, facets: facetHandlers.success } },
  },
} satisfies Meta<typeof CatalogHome>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: Canvas, name: string) => canvas.findByRole("region", { name }, { timeout: 5000 });

/** Featured festivals and tours, then the category and region tiles with their counts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "Discover Korea" }, { timeout: 5000 }),
    ).toBeVisible();
    const festivals = await section(canvas, "Featured festivals");
    const festivalLinks = await within(festivals).findAllByRole("link");
    await expect(festivalLinks.map((link) => link.textContent)).toEqual([
      "Seoul Lantern Festival",
      "Jeju Fire Festival",
      "Busan Sea Festival",
    ]);
    const tours = await section(canvas, "Featured tours");
    await expect(await within(tours).findAllByRole("link")).toHaveLength(3);
    const categories = await section(canvas, "Browse by category");
    const festivalTile = await within(categories).findByRole("link", { name: /^Festivals/ });
    await expect(festivalTile).toHaveTextContent("4 products");
    await expect(festivalTile).toHaveAttribute("href", "/product/search/festival/all");
    const regions = await section(canvas, "Browse by region");
    await expect(within(regions).getByRole("link", { name: /^Jeju/ })).toHaveAttribute(
      "href",
      "/product/search/all/jeju",
    );
    await expect(within(regions).getByRole("link", { name: /^Gyeonggi/ })).toHaveTextContent("1 product");
  },
};

/** Spec: a keyword is required; a blank one stays on the page with the message under the field. */
export const KeywordRequired: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("searchbox", { name: "Search products" }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    await expect(box).toHaveAccessibleDescription("Please enter a keyword to search.");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(box, "lantern{Enter}");
    await expect(
      await canvas.findByRole("heading", { name: "Page: /product/search/all/all?keyword=lantern" }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { products: productHandlers.loading, facets: facetHandlers.loading } } },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { level: 1, name: "Discover Korea" }, { timeout: 5000 });
    await expect(canvas.getAllByRole("status").length).toBeGreaterThanOrEqual(3);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { products: productHandlers.empty, facets: facetHandlers.empty } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("No featured festivals right now.", {}, { timeout: 5000 })).toBeVisible();
    // the two lists load on their own: the tours may still be on their way when the festivals have answered
    await expect(await canvas.findByText("No featured tours right now.")).toBeVisible();
    const categories = await section(canvas, "Browse by category");
    await expect(await within(categories).findByRole("link", { name: /^Food/ })).toHaveTextContent("0 products");
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { products: productHandlers.error, facets: facetHandlers.error } } },
  play: async ({ canvas }) => {
    const festivals = await section(canvas, "Featured festivals");
    await expect(await within(festivals).findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "The catalogue is being restocked.",
    );
    await expect(await canvas.findByText("We couldn't load the categories and regions.")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole("heading", { level: 1, name: "한국을 만나 보세요" }, { timeout: 5000 }),
    ).toBeVisible();
    const categories = await section(canvas, "카테고리별 보기");
    await expect(await within(categories).findByRole("link", { name: /^축제/ })).toHaveTextContent("상품 4개");
    const regions = await section(canvas, "지역별 보기");
    await expect(within(regions).getByRole("link", { name: /^제주/ })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "검색" }));
    await expect(canvas.getByText("검색어를 입력해 주세요.")).toBeVisible();
  },
};
