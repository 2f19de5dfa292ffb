import type { Meta, StoryObj } from "@storybook/react-vite";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { expect, fn, userEvent } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsSize, type TabsVariant } from "./tabs";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const variants: readonly TabsVariant[] = ["line", "pill"];
const sizes: readonly TabsSize[] = ["sm", "md"];

/**
 * storybook-addon-pseudo-states rewrites `:hover`/`:focus-visible` rules when Storybook announces a render; the
 * vitest runner never announces one, so the Catalog does (a repeat is harmless in the Storybook UI).
 */
function forcePseudoStyles(storyId: string) {
  addons.getChannel().emit(STORY_RENDERED, storyId);
}

type DemoProps = {
  variant?: TabsVariant;
  size?: TabsSize;
  defaultValue?: string;
  labels?: [string, string, string, string];
  onValueChange?: (value: string) => void;
};

/** A product page's tabs; the fourth is disabled (no reviews yet). */
function ProductTabs({
  variant,
  size,
  defaultValue = "overview",
  labels = ["Overview", "Itinerary", "Reviews", "Q&A"],
  onValueChange,
}: DemoProps) {
  return (
    <Tabs defaultValue={defaultValue} onValueChange={onValueChange} className="w-[28rem]">
      <TabsList variant={variant} size={size} aria-label="Product details">
        <TabsTrigger value="overview">{labels[0]}</TabsTrigger>
        <TabsTrigger value="itinerary">{labels[1]}</TabsTrigger>
        <TabsTrigger value="reviews">{labels[2]}</TabsTrigger>
        <TabsTrigger value="qna" disabled>
          {labels[3]}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview">A night walk through the Seoul Lantern Festival along Cheonggyecheon.</TabsContent>
      <TabsContent value="itinerary">18:00 meet at Gwanghwamun · 18:30 lantern walk · 20:30 end.</TabsContent>
      <TabsContent value="reviews">4.8 out of 5 from 126 reviews.</TabsContent>
      <TabsContent value="qna">No questions yet.</TabsContent>
    </Tabs>
  );
}

const meta = {
  title: "Design System/Disclosure/Tabs",
  component: ProductTabs,
  tags: ["autodocs"],
  parameters: componentDocs(
    'Radix Tabs: `Tabs` > `TabsList variant="line" | "pill" size="sm" | "md"` > `TabsTrigger`, and one ' +
      "`TabsContent` per value. Left/Right arrows move between tabs and select them, Home/End jump to the ends, " +
      "disabled tabs are skipped, Tab moves on to the panel. Give the list an `aria-label`.",
  ),
  argTypes: argControls({
    radio: { variant: variants, size: sizes },
    select: { defaultValue: ["overview", "itinerary", "reviews"] },
  }),
  args: { variant: "line", size: "md", onValueChange: fn() },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a tab to show its panel. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("tablist", { name: "Product details" })).toBeVisible();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Seoul Lantern Festival");
    await userEvent.click(canvas.getByRole("tab", { name: "Reviews" }));
    await expect(canvas.getByRole("tab", { name: "Reviews" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("126 reviews");
    await expect(args.onValueChange).toHaveBeenCalledWith("reviews");
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

export const Pill: Story = {
  args: { variant: "pill" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Itinerary" }));
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Gwanghwamun");
  },
};

/** Keyboard: Tab into the list, arrows move and select, the disabled tab is skipped, Home/End, Tab to the panel. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const tab = (name: string) => canvas.getByRole("tab", { name });
    await userEvent.tab();
    await expect(tab("Overview")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab("Itinerary")).toHaveFocus();
    await expect(tab("Itinerary")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab("Reviews")).toHaveFocus();
    // Q&A is disabled: the arrow wraps round to the first tab
    await userEvent.keyboard("{ArrowRight}");
    await expect(tab("Overview")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(tab("Reviews")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(tab("Overview")).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(tab("Reviews")).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("126 reviews");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("reviews");
  },
};

/** A disabled tab cannot be chosen by click. */
export const DisabledTab: Story = {
  play: async ({ canvas, args }) => {
    const qna = canvas.getByRole("tab", { name: "Q&A" });
    await expect(qna).toBeDisabled();
    await userEvent.click(qna);
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { variant: "pill", labels: ["상품 소개", "일정", "후기", "문의"] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "후기" }));
    await expect(canvas.getByRole("tab", { name: "후기" })).toHaveAttribute("aria-selected", "true");
  },
};

/** Variants x sizes, each with a hovered and a focused tab; the last tab is disabled. */
export const Catalog: Story = {
  parameters: {
    controls: { disable: true },
    pseudo: {
      // the vitest runner has no #storybook-root, the addon's default root
      rootSelector: "body",
      hover: ['[data-catalog] [role="tab"][data-hover]'],
      focusVisible: ['[data-catalog] [role="tab"][data-focus]'],
    },
  },
  render: () => (
    <div data-catalog className="flex flex-col gap-5">
      {variants.flatMap((variant) =>
        sizes.map((size) => (
          <Tabs key={`${variant}-${size}`} defaultValue="a">
            <TabsList variant={variant} size={size} aria-label={`${variant} ${size}`}>
              <TabsTrigger value="a">Active</TabsTrigger>
              <TabsTrigger value="b">Rest</TabsTrigger>
              <TabsTrigger value="c" data-hover="">
                Hover
              </TabsTrigger>
              <TabsTrigger value="d" data-focus="">
                Focus
              </TabsTrigger>
              <TabsTrigger value="e" disabled>
                Disabled
              </TabsTrigger>
            </TabsList>
            {["a", "b", "c", "d", "e"].map((value) => (
              <TabsContent key={value} value={value} className="sr-only">
                {variant} {size} panel {value}
              </TabsContent>
            ))}
          </Tabs>
        )),
      )}
    </div>
  ),
  play: async ({ canvas, id }) => {
    forcePseudoStyles(id);
    await expect(canvas.getAllByRole("tablist")).toHaveLength(variants.length * sizes.length);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
