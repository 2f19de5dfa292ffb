import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Spinner, type SpinnerSize } from "./spinner";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly SpinnerSize[] = ["sm", "md", "lg"];

const meta = {
  title: "Design System/Feedback/Spinner",
  component: Spinner,
  tags: ["autodocs"],
  parameters: componentDocs(
    'A busy indicator with `role="status"`, announced as "Loading…" (or your `label`). Use it for a ' +
      "region that is loading; a busy button uses the button's `loading` instead. The screenshots are taken " +
      "with animations stopped, so the turning ring does not make them flicker.",
  ),
  argTypes: argControls({ radio: { size: sizes }, text: ["label"], boolean: ["showLabel"] }),
  args: { size: "md", showLabel: false },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("Loading…");
    await expect(status.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** The label shown beside the ring, and a caller's own words. */
export const WithLabel: Story = {
  args: { showLabel: true, label: "Loading tours…" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Loading tours…")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("불러오는 중…");
  },
};

/** Sizes, with the label hidden and shown. */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-4">
      {[false, true].map((showLabel) => (
        <div key={String(showLabel)} className="flex items-center gap-6">
          {sizes.map((size) => (
            <Spinner key={size} size={size} showLabel={showLabel} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("status")).toHaveLength(sizes.length * 2);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
