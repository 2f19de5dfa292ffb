import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { type PriceCurrency } from "./format-price";
import { StateTable } from "../../../.storybook/state-table";
import { Price, type PriceSize } from "./price";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const meta = {
  title: "Design System/Commerce/Price",
  component: Price,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A price in USD or KRW (`formatPrice(amount, currency, locale)`, pure and unit-tested). USD: `$` and cents " +
      'only when there are any ("$49", "$1,234.50"); KRW: `₩`, no decimals ("₩1,465,000"); separators ' +
      "from Intl for the locale. `originalAmount` strikes the old price and names both for screen readers; " +
      '`from` makes it a starting price ("From $49" / "$49부터"). Callers convert currencies.',
  ),
  argTypes: argControls({
    radio: { currency: ["USD", "KRW"], size: ["sm", "md", "lg"] },
    number: ["amount", "originalAmount"],
    boolean: ["from"],
  }),
  args: { amount: 49, currency: "USD" },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("$49")).toBeVisible();
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", from: false },
};

export const WithCents: Story = {
  args: { amount: 1234.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("$1,234.50")).toBeVisible();
  },
};

export const Won: Story = {
  args: { amount: 1465000, currency: "KRW" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("₩1,465,000")).toBeVisible();
  },
};

/** A discount: the original is struck through, and both prices are named for screen readers. */
export const Discounted: Story = {
  args: { amount: 49, originalAmount: 59, size: "lg" },
  play: async ({ canvasElement }) => {
    const price = canvasElement.querySelector('[data-slot="price"]')!;
    await expect(price).toHaveTextContent("Current price $49 Original price $59");
    await expect(price.querySelector("s")).toHaveTextContent("$59");
  },
};

export const From: Story = {
  args: { amount: 49, from: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("From $49")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  render: () => (
    <div className="flex flex-col gap-2">
      <Price amount={1465000} currency="KRW" from size="lg" />
      <Price amount={49} currency="USD" from />
      <Price amount={1200000} currency="KRW" originalAmount={1465000} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText("₩1,465,000부터")).toBeVisible();
    // the narrow symbol in Korean too: "$49", not "US$49"
    await expect(canvas.getByText("$49부터")).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-slot="price"]')[2]).toHaveTextContent(
      "판매가 ₩1,200,000 정가 ₩1,465,000",
    );
  },
};

const sizes: readonly PriceSize[] = ["sm", "md", "lg"];
const cases: readonly {
  name: string;
  amount: number;
  currency: PriceCurrency;
  originalAmount?: number;
  from?: boolean;
}[] = [
  { name: "USD whole", amount: 49, currency: "USD" },
  { name: "USD cents", amount: 1234.5, currency: "USD" },
  { name: "KRW", amount: 1465000, currency: "KRW" },
  { name: "from", amount: 49, currency: "USD", from: true },
  { name: "discount", amount: 1200000, currency: "KRW", originalAmount: 1465000 },
  { name: "from + discount", amount: 39, currency: "USD", originalAmount: 49, from: true },
];

/** Sizes x cases: the visual-regression net for prices. */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: () => (
    <StateTable
      corner="case"
      rows={cases}
      columns={sizes}
      rowLabel={({ name }) => name}
      className="m-2 border-spacing-x-4 border-spacing-y-2"
      renderCell={({ name: _name, ...props }, size) => <Price {...props} size={size} />}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="price"]')).toHaveLength(cases.length * sizes.length);
    await expect(canvasElement.querySelectorAll("s")).toHaveLength(2 * sizes.length);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
