import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { withRoute } from "../../../.storybook/story-router";
import { OperatorsLayout, type OperatorTab } from "./operators-layout";

// the summit console's tabs as its site passes them: the courses' tab stands for the pages below it too
const tabs: OperatorTab[] = [
  { to: "/apec2025/admin/courses", label: "Courses" },
  { to: "/apec2025/admin/courses/new", label: "New course", end: true },
  { to: "/apec2025/admin/departures", label: "Day board", end: true },
];

const meta = {
  title: "Blocks/FeatureKit/OperatorsLayout",
  component: OperatorsLayout,
  tags: ["autodocs"],
  decorators: [withRoute],
  args: { label: "Summit operators' pages", tabs },
  parameters: { layout: "fullscreen", route: { path: "/apec2025/admin/courses" } },
} satisfies Meta<typeof OperatorsLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"]) =>
  within(canvas.getByRole("navigation", { name: "Summit operators' pages" }));

/** The list of courses: its own tab is the current page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(nav(canvas).getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");
    await expect(nav(canvas).getByRole("link", { name: "Day board" })).not.toHaveAttribute("aria-current");
  },
};

/** A course's departures, below the courses: the courses' tab stays current, "New course" does not light up. */
export const NestedPage: Story = {
  parameters: {
    route: {
      path: "/apec2025/admin/courses/seoul-palaces/departures",
      pattern: "/apec2025/admin/courses/:slug/departures",
    },
  },
  play: async ({ canvas }) => {
    await expect(nav(canvas).getByRole("link", { name: "Courses" })).toHaveAttribute("aria-current", "page");
    await expect(nav(canvas).getByRole("link", { name: "New course" })).not.toHaveAttribute("aria-current");
    await expect(nav(canvas).getByRole("link", { name: "Courses" })).toHaveAttribute("href", "/apec2025/admin/courses");
  },
};

/** "New course" lies below the courses too, but its own tab is the more exact one. */
export const MoreExactTab: Story = {
  parameters: { route: { path: "/apec2025/admin/courses/new" } },
  play: async ({ canvas }) => {
    await expect(nav(canvas).getByRole("link", { name: "New course" })).toHaveAttribute("aria-current", "page");
    await expect(nav(canvas).getByRole("link", { name: "Courses" })).not.toHaveAttribute("aria-current");
    // following a tab leaves the layout's page (the story shows where it went)
    await userEvent.click(nav(canvas).getByRole("link", { name: "Day board" }));
    await expect(await canvas.findByRole("heading", { name: "Page: /apec2025/admin/departures" })).toBeVisible();
  },
};
