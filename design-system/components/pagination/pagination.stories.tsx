import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination, type PaginationProps, type PaginationSize } from "./pagination";
import { announceStoryRendered, forcedStatesCatalog } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly PaginationSize[] = ["sm", "md", "lg"];

/** Holds the page like a screen would (from the URL or a query), so the story can be clicked through. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: "Design System/Navigation/Pagination",
  component: Pagination,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Page navigation in a `nav` landmark: first / previous / numbers with ellipses / next / last, the current " +
      'page marked `aria-current="page"`, every control named. `paginationItems(page, pageCount, siblings)` ' +
      "decides the numbers (the count stays constant so buttons do not jump). The `responsive` variant (default) " +
      "switches to the compact “3 / 12” form when its own width is narrow (a container query, so it also works " +
      "in a side column).",
  ),
  argTypes: {
    ...argControls({
      radio: { variant: ["responsive", "full", "compact"], size: sizes, align: ["start", "center", "end"] },
      boolean: ["showFirstLast"],
      text: ["label"],
    }),
    page: { control: { type: "number", min: 1 } },
    pageCount: { control: { type: "number", min: 0 } },
    siblings: { control: { type: "number", min: 0, max: 3 } },
  },
  // keyed by the page, so a change on the controls panel starts the story over from it
  render: (args) => <Paged key={args.page} {...args} />,
  args: {
    page: 5,
    pageCount: 12,
    onPageChange: fn(),
    siblings: 1,
    showFirstLast: true,
    variant: "responsive",
    size: "md",
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (root: HTMLElement) => root.querySelector('[aria-current="page"]')?.textContent;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(current(canvasElement)).toBe("6");
    await userEvent.click(canvas.getByRole("button", { name: "Page 12" }));
    await expect(current(canvasElement)).toBe("12");
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "First page" }));
    await expect(current(canvasElement)).toBe("1");
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = { tags: ["no-visual"] };

/**
 * Tab through the controls and press Enter or Space. When Last page disables itself, focus lands on the current
 * page instead of being lost.
 */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(current(canvasElement)).toBe("4");
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Page 3" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(current(canvasElement)).toBe("3");
    canvas.getByRole("button", { name: "Last page" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(current(canvasElement)).toBe("12");
    await expect(canvas.getByRole("button", { name: "Page 12" })).toHaveFocus();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "First page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeEnabled();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4, showFirstLast: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: /^Page / })).toHaveLength(4);
    await expect(canvas.queryByRole("button", { name: "First page" })).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {sizes.map((size) => (
        <Paged key={size} {...args} size={size} label={`Pagination ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = sizes.map(
      (size) =>
        canvas
          .getByRole("navigation", { name: `Pagination ${size}` })
          .querySelector<HTMLElement>('[aria-current="page"]')
          ?.getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 36, 44]);
  },
};

/** The mobile form: “3 / 12” between the arrows; the page is announced in words when it changes. */
export const Compact: Story = {
  args: { page: 3, variant: "compact" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("3 / 12")).toBeVisible();
    await expect(canvas.getByText("Page 3 of 12")).toHaveClass("sr-only");
    await userEvent.click(canvas.getByRole("button", { name: "Next page" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByText("4 / 12")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Previous page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous page" }));
    await userEvent.click(canvas.getByRole("button", { name: "Previous page" }));
    await expect(canvas.getByText("1 / 12")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    // focus moved from the disabled arrow to the other one
    await expect(canvas.getByRole("button", { name: "Next page" })).toHaveFocus();
  },
};

/** `responsive` in a narrow column: the compact form shows, the numbered one is not rendered for anyone. */
export const NarrowSpace: Story = {
  render: (args) => (
    <div className="w-72 border border-dashed border-border p-2">
      <Paged {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("5 / 12")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Page 5" })).toBeNull();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Paged {...args} />
      <Paged {...args} variant="compact" label="후기 페이지 이동" />
    </div>
  ),
  play: async ({ canvas }) => {
    const full = canvas.getByRole("navigation", { name: "페이지 이동" });
    const compact = canvas.getByRole("navigation", { name: "후기 페이지 이동" });
    await expect(within(full).getByRole("button", { name: "5 페이지" })).toHaveAttribute("aria-current", "page");
    await expect(within(full).getByRole("button", { name: "마지막 페이지" })).toBeVisible();
    await expect(within(compact).getByText("5 / 12")).toBeVisible();
    await expect(within(compact).getByText("전체 12페이지 중 5페이지")).toHaveClass("sr-only");
  },
};

/** Sizes x forms, with a hovered and a focused page button: the visual-regression net. */
export const Catalog: Story = {
  ...forcedStatesCatalog({
    hover: sizes.map((size) => `#pagination-${size} li:nth-child(5) button`),
    focusVisible: sizes.map((size) => `#pagination-${size} li:nth-child(7) button`),
  }),
  render: (args) => (
    <div className="flex flex-col gap-5">
      {sizes.map((size) => (
        <div key={size} className="flex items-center gap-6">
          <Pagination {...args} id={`pagination-${size}`} size={size} variant="full" label={`full ${size}`} />
          <Pagination {...args} size={size} variant="compact" label={`compact ${size}`} />
        </div>
      ))}
      <Pagination {...args} page={1} pageCount={3} variant="full" label="three pages" align="start" />
      <Pagination {...args} page={10} pageCount={10} variant="full" label="last page" align="start" />
    </div>
  ),
  play: async ({ canvas }) => {
    announceStoryRendered();
    await expect(canvas.getAllByRole("navigation")).toHaveLength(sizes.length * 2 + 2);
  },
};
