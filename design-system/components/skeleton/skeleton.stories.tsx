import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton, type SkeletonShape } from "./skeleton";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const shapes: readonly SkeletonShape[] = ["line", "block", "circle"];

const meta = {
  title: "Design System/Feedback/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Placeholders in the shape of content that is loading. The shapes are hidden from screen readers; set " +
      '`srLabel` on one skeleton per region to announce "Loading…". The pulse stops under ' +
      "prefers-reduced-motion, and screenshots are taken with animations stopped.",
  ),
  argTypes: {
    ...argControls({ radio: { shape: shapes }, boolean: ["srLabel"] }),
    lines: { control: { type: "number", min: 1, max: 8 } },
  },
  args: { shape: "line", lines: 3, srLabel: true, className: "w-80" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines of text loading, announced once. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const shapesShown = canvasElement.querySelectorAll('[data-slot="skeleton"] > [aria-hidden="true"]');
    await expect(shapesShown).toHaveLength(3);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading…");
    // a paragraph's last line is shorter
    await expect(shapesShown[2]!.getBoundingClientRect().width).toBeLessThan(
      shapesShown[0]!.getBoundingClientRect().width,
    );
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

export const Block: Story = {
  args: { shape: "block", shapeClassName: "h-40" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(1);
  },
};

export const Circle: Story = {
  args: { shape: "circle", srLabel: false, className: undefined, shapeClassName: "size-16" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument();
  },
};

/** A product card while it loads: the parts of a real card, one announcement for the whole. */
export const ProductCard: Story = {
  render: () => (
    <div className="flex w-72 flex-col gap-3 rounded-lg border border-border p-3">
      <Skeleton shape="block" shapeClassName="h-40" srLabel="Loading product" />
      <Skeleton shape="line" lines={2} />
      <div className="flex items-center gap-2">
        <Skeleton shape="circle" shapeClassName="size-8" />
        <Skeleton shape="line" className="flex-1" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(1);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading product");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("불러오는 중…");
  },
};

/** The shapes, and the pulse switched off as people who prefer less motion see it. */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex w-96 flex-col gap-4">
      <Skeleton shape="line" lines={1} />
      <Skeleton shape="line" lines={4} />
      <Skeleton shape="block" />
      <div className="flex gap-3">
        <Skeleton shape="circle" />
        <Skeleton shape="circle" shapeClassName="size-14" />
        <Skeleton shape="circle" shapeClassName="size-16 animate-none" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pulsing = canvasElement.querySelectorAll(".animate-pulse");
    await expect(pulsing.length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll("[role=status]")).toHaveLength(0);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
