import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { Button } from "../button";
import { Progress, type ProgressSize } from "./progress";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly ProgressSize[] = ["sm", "md"];

const meta = {
  title: "Design System/Feedback/Progress",
  component: Progress,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Radix Progress: `value` of `max`, a `label` that names the bar, and the percentage (`showValue`) in the " +
      "locale's format. Leave `value` unset while the amount is unknown (indeterminate: the bar pulses, still " +
      "under prefers-reduced-motion).",
  ),
  argTypes: {
    ...argControls({ text: ["label"], boolean: ["showValue"], radio: { size: sizes } }),
    value: { control: { type: "range", min: 0, max: 100 } },
    max: { control: { type: "number", min: 1 } },
  },
  args: { value: 40, max: 100, label: "Uploading passport.jpg", showValue: true, size: "md", className: "w-80" },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Uploading passport.jpg" });
    await expect(bar).toHaveAttribute("aria-valuenow", "40");
    await expect(bar).toHaveAttribute("aria-valuetext", "40%");
    await expect(canvas.getByText("40%")).toBeVisible();
  },
};

/** Every prop on the controls panel; the same picture as Default, so no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** The amount is unknown: no value, no percentage, a pulsing bar. */
export const Indeterminate: Story = {
  args: { value: undefined, label: "Checking availability" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Checking availability" });
    await expect(bar).toHaveAttribute("data-state", "indeterminate");
    await expect(bar).not.toHaveAttribute("aria-valuenow");
    await expect(canvas.queryByText(/%/)).not.toBeInTheDocument();
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
    await expect(canvas.getByText("100%")).toBeVisible();
  },
};

/** A step count rather than a percentage of 100 (the reservation's 3 of 4 steps). */
export const CustomMax: Story = {
  args: { value: 3, max: 4, label: "Reservation steps" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "75%");
  },
};

/** No label: the bar is still named ("Progress"). */
export const WithoutLabel: Story = {
  args: { label: undefined, showValue: false, value: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "Progress" })).toBeVisible();
  },
};

function Stepper() {
  const [value, setValue] = useState(0);
  return (
    <div className="flex w-80 flex-col gap-3">
      <Progress value={value} label="Upload" showValue />
      <Button intent="outline" onClick={() => setValue((v) => Math.min(100, v + 25))}>
        Add 25%
      </Button>
    </div>
  );
}

/** The value follows the state; the percentage and aria-valuenow update together. */
export const Updating: Story = {
  render: () => <Stepper />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Add 25%" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add 25%" }));
    await expect(canvas.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
    await expect(canvas.getByText("50%")).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { label: "여권 사본 업로드 중", value: 65 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar", { name: "여권 사본 업로드 중" })).toBeVisible();
    await expect(canvas.getByText("65%")).toBeVisible();
  },
};

/** Sizes x values (0, partial, full, unknown). */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex w-96 flex-col gap-4">
      {sizes.flatMap((size) =>
        [0, 35, 100, undefined].map((value) => (
          <Progress
            key={`${size}-${String(value)}`}
            size={size}
            value={value}
            label={`${size} · ${value === undefined ? "indeterminate" : value}`}
            showValue
          />
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("progressbar")).toHaveLength(sizes.length * 4);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
