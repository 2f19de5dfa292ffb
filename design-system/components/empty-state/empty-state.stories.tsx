import type { Meta, StoryObj } from "@storybook/react-vite";
import { MapPinOff } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "../button";
import { EmptyState, type EmptyStateKind, type EmptyStateSize, emptyStateKinds } from "./empty-state";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly EmptyStateSize[] = ["compact", "default"];
const presets = emptyStateKinds.filter((kind) => kind !== "generic");

const meta = {
  title: "Design System/Feedback/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  parameters: componentDocs(
    "What a list shows when it is empty. `kind` picks the spec's words and icon (posts, notices, events, cart, " +
      "wishlist, reservation options, coupons, point history) in the active language; `generic` takes your " +
      "`title` and `description`. `action` adds a way forward; `titleAs` makes the title a heading where the " +
      "empty state stands for a whole section.",
  ),
  argTypes: argControls({
    select: { kind: emptyStateKinds },
    radio: { size: sizes, titleAs: ["p", "h2", "h3", "h4"] },
    text: ["title", "description"],
    none: ["icon", "action"],
  }),
  args: { kind: "cart", size: "default" },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onBrowse = fn();

/** The empty cart, with a way back to the shop. */
export const Default: Story = {
  args: {
    action: <Button onClick={onBrowse}>Browse tours</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Your cart is empty")).toBeVisible();
    await expect(canvas.getByText("Add products to your cart to book them together.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Browse tours" }));
    await expect(onBrowse).toHaveBeenCalled();
  },
};

/** Every prop on the controls panel; the same picture as Default without the action. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** The generic variant with the caller's own words and icon. */
export const Generic: Story = {
  args: {
    kind: "generic",
    title: "No tours in this region",
    description: "Try another region or clear the filters.",
    icon: <MapPinOff aria-hidden="true" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No tours in this region")).toBeVisible();
    await expect(canvas.getByText("Try another region or clear the filters.")).toBeVisible();
  },
};

/** A section's empty state as a heading, and without a description. */
export const AsHeading: Story = {
  args: { kind: "coupons", titleAs: "h2", description: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "No coupons" })).toBeVisible();
    await expect(canvas.queryByText("Coupons you receive will appear here.")).not.toBeInTheDocument();
  },
};

export const Compact: Story = {
  args: { kind: "pointHistory", size: "compact" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="empty-state"]')).toHaveAttribute("data-size", "compact");
  },
};

function PresetGrid({ size = "compact" }: { size?: EmptyStateSize }) {
  return (
    <div className="grid grid-cols-4 gap-2">
      {presets.map((kind: EmptyStateKind) => (
        <EmptyState key={kind} kind={kind} size={size} className="rounded-lg border border-border" />
      ))}
    </div>
  );
}

/** The eight presets in Korean. */
export const Korean: Story = {
  globals: { locale: "ko" },
  parameters: { layout: "fullscreen" },
  render: () => (
    <div className="p-2">
      <PresetGrid />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const title of [
      "게시물이 없습니다",
      "공지사항이 없습니다",
      "진행 중인 이벤트가 없습니다",
      "장바구니가 비어 있습니다",
      "위시리스트가 비어 있습니다",
      "예약 가능한 옵션이 없습니다",
      "보유한 쿠폰이 없습니다",
      "포인트 내역이 없습니다",
    ]) {
      await expect(canvas.getByText(title)).toBeVisible();
    }
  },
};

/** Both sizes with an action (the presets are in the Catalog). */
export const Sizes: Story = {
  parameters: { layout: "fullscreen" },
  render: () => (
    <div className="grid grid-cols-2 gap-2 p-2">
      {sizes.map((size) => (
        <EmptyState
          key={size}
          kind="wishlist"
          size={size}
          className="rounded-lg border border-border"
          action={
            <Button size="sm" intent="outline">
              Browse tours
            </Button>
          }
        />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button", { name: "Browse tours" })).toHaveLength(2);
  },
};

/** The eight presets, compact, in one picture (both sizes are in Sizes). */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: () => (
    <div className="p-2">
      <PresetGrid />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="empty-state"]')).toHaveLength(presets.length);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
