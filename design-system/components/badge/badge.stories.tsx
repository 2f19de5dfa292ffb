import type { Meta, StoryObj } from "@storybook/react-vite";
import { Star } from "lucide-react";
import { expect } from "storybook/test";
import { Badge, type BadgeSize, type BadgeVariant } from "./badge";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const variants: readonly BadgeVariant[] = ["neutral", "primary", "success", "danger", "info", "warning", "outline"];
const sizes: readonly BadgeSize[] = ["sm", "md"];

const meta = {
  title: "Design System/Feedback/Badge",
  component: Badge,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A short label: a category, a count, a state. The text carries the meaning, the colour only repeats it. " +
      "For reservation or meeting statuses use `ReservationStatusBadge` / `MeetingStatusBadge`.",
  ),
  argTypes: argControls({ select: { variant: variants }, radio: { size: sizes }, text: ["children"] }),
  args: { children: "New", variant: "neutral", size: "md" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText("New");
    await expect(badge).toHaveAttribute("data-slot", "badge");
    await expect(badge).toHaveAttribute("data-variant", "neutral");
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      {variants.map((variant) => (
        <Badge key={variant} {...args} variant={variant}>
          {variant}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of variants) {
      await expect(canvas.getByText(variant)).toHaveAttribute("data-variant", variant);
    }
  },
};

/** An icon beside the text (decorative, hidden from screen readers). */
export const WithIcon: Story = {
  args: { variant: "warning" },
  render: (args) => (
    <Badge {...args}>
      <Star aria-hidden="true" />
      Best seller
    </Badge>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Best seller")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { variant: "primary", children: "얼리버드 할인" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("얼리버드 할인")).toBeVisible();
  },
};

/** Variants x sizes, in Latin and Korean text. */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <table className="border-separate border-spacing-x-3 border-spacing-y-2 text-xs text-muted-foreground">
      <thead>
        <tr>
          <th scope="col" className="text-left font-medium">
            variant
          </th>
          {sizes.map((size) => (
            <th key={size} scope="col" colSpan={2} className="text-left font-medium">
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {variants.map((variant) => (
          <tr key={variant}>
            <th scope="row" className="text-left font-normal">
              {variant}
            </th>
            {sizes.flatMap((size) => [
              <td key={`${size}-en`}>
                <Badge variant={variant} size={size}>
                  <Star aria-hidden="true" />
                  Sold out
                </Badge>
              </td>,
              <td key={`${size}-ko`}>
                <Badge variant={variant} size={size}>
                  마감 임박
                </Badge>
              </td>,
            ])}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(
      variants.length * sizes.length * 2,
    );
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
