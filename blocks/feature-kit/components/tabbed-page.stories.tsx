import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { withRoute } from "../../../.storybook/story-router";
import { FeaturePage } from "./feature-page";
import { TabbedPage, type TabbedPageProps } from "./tabbed-page";

type Tab = "passes" | "orders";

/** A screen as a feature draws it: its own page frame, which becomes a part of the tabbed page. */
function Screen({ title, text, aside }: { title: string; text: string; aside?: string }) {
  return (
    <FeaturePage title={title} aside={aside && <a href="/new">{aside}</a>}>
      <p className="text-foreground">{text}</p>
    </FeaturePage>
  );
}

const tabs: TabbedPageProps<Tab>["tabs"] = [
  { value: "passes", label: "Passes", render: () => <Screen title="My passes" text="Two passes, ready to scan." /> },
  {
    value: "orders",
    label: "Orders",
    render: () => <Screen title="My orders" text="One order, paid." aside="New order" />,
  },
];

/** The site's part, played here: the chosen tab is kept (in the address on a site). */
function Chosen(args: TabbedPageProps<Tab>) {
  const [value, setValue] = useState(args.value);
  return (
    <TabbedPage
      {...args}
      value={value}
      onValueChange={(next) => {
        args.onValueChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: "Blocks/FeatureKit/TabbedPage",
  component: TabbedPage<Tab>,
  tags: ["autodocs"],
  decorators: [withRoute],
  render: (args) => <Chosen {...args} />,
  args: { title: "My page", tabsLabel: "My page", tabs, value: "passes", onValueChange: fn() },
  argTypes: { tabs: { control: false } },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof TabbedPage<Tab>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One heading and one main landmark; the chosen tab's screen is a part of the page, its title for screen readers. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: "My page" })).toBeVisible();
    await expect(canvas.getAllByRole("main")).toHaveLength(1);
    const tabList = within(canvas.getByRole("tablist", { name: "My page" }));
    await expect(tabList.getByRole("tab", { name: "Passes" })).toHaveAttribute("aria-selected", "true");
    const panel = within(canvas.getByRole("tabpanel", { name: "Passes" }));
    await expect(panel.getByRole("heading", { level: 2, name: "My passes" })).toBeInTheDocument();
    await expect(panel.getByText("Two passes, ready to scan.")).toBeVisible();
    // only the chosen tab's screen is made
    await expect(canvas.queryByText("One order, paid.")).not.toBeInTheDocument();
  },
};

/** Choosing a tab tells the site and shows that tab's screen, with its own action kept beside it. */
export const Switching: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "Orders" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("orders");
    const panel = within(canvas.getByRole("tabpanel", { name: "Orders" }));
    await expect(panel.getByText("One order, paid.")).toBeVisible();
    await expect(panel.getByRole("link", { name: "New order" })).toBeVisible();
    await expect(canvas.queryByText("Two passes, ready to scan.")).not.toBeInTheDocument();
  },
};

/** A value the page has no tab for shows the first tab. */
export const UnknownValue: Story = {
  args: { value: "coupons" as Tab },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Passes" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByText("Two passes, ready to scan.")).toBeVisible();
  },
};
