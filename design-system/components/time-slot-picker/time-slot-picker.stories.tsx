import type { Meta, StoryObj } from "@storybook/react-vite";
import { STORY_RENDERED } from "storybook/internal/core-events";
import { addons } from "storybook/preview-api";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { type TimeSlot, TimeSlotPicker, type TimeSlotSize } from "./time-slot-picker";
import { componentDocs } from "../../stories/docs";
import { SubmittedForm } from "../../stories/submitted-form";
import { argControls } from "../../stories/arg-controls";

const SLOTS: TimeSlot[] = [
  { time: "09:00", available: true, remaining: 8 },
  { time: "10:00", available: true, remaining: 1 },
  { time: "11:00", available: false },
  { time: "13:00", available: true },
  { time: "14:00", available: true, remaining: 3 },
  { time: "15:00", available: false },
  { time: "16:00", available: true },
  { time: "17:00", available: true, remaining: 12 },
];

/**
 * Presses an arrow key the way a person does: Radix moves focus in a timeout and checks the radio it lands on only
 * while the key is still down, and a synthetic press releases it at once.
 */
async function pressArrow(key: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await userEvent.keyboard(`{${key}>}`);
    await userEvent.keyboard(`{/${key}}`);
  }
}

const meta = {
  title: "Design System/Dates/TimeSlotPicker",
  component: TimeSlotPicker,
  tags: ["autodocs"],
  parameters: componentDocs(
    'Time slots as a radio group in a grid (`{ time: "09:00", available, remaining? }`). Tab enters on the ' +
      'chosen slot, arrow keys move and choose, full slots are skipped and say "Full"; `remaining` shows the ' +
      "places left. `name` submits the chosen time with a plain form.",
  ),
  argTypes: argControls({
    radio: { size: ["sm", "md"] },
    boolean: ["required", "disabled", "invalid"],
    text: ["label"],
  }),
  args: { slots: SLOTS, label: "Departure time", onValueChange: fn(), className: "w-[28rem]" },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole("radiogroup", { name: "Departure time" });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "11:00 Full" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "10:00 1 place left" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("radio", { name: "14:00 3 places left" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("14:00");
    await expect(canvas.getByRole("radio", { name: "14:00 3 places left" })).toBeChecked();
    // a full slot cannot be chosen
    await userEvent.click(canvas.getByRole("radio", { name: "11:00 Full" }));
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", required: false },
};

export const Selected: Story = {
  args: { defaultValue: "13:00" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "13:00" })).toBeChecked();
  },
};

/** Tab lands on the chosen slot; arrows move and choose, skipping full slots, and wrap around. */
export const Keyboard: Story = {
  args: { defaultValue: "10:00" },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "10:00 1 place left" })).toHaveFocus();
    await pressArrow("ArrowRight");
    // 11:00 is full: skipped
    await expect(canvas.getByRole("radio", { name: "13:00" })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("13:00");
    await pressArrow("ArrowDown");
    await expect(canvas.getByRole("radio", { name: "14:00 3 places left" })).toBeChecked();
    await pressArrow("ArrowLeft", 2);
    await expect(canvas.getByRole("radio", { name: "10:00 1 place left" })).toHaveFocus();
    await pressArrow("ArrowLeft", 2);
    // wraps from the first to the last
    await expect(canvas.getByRole("radio", { name: "17:00 12 places left" })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("17:00");
  },
};

export const AllFull: Story = {
  args: { slots: SLOTS.map((s) => ({ time: s.time, available: false })) },
  play: async ({ canvas }) => {
    const radios = canvas.getAllByRole("radio");
    await expect(radios.every((r) => (r as HTMLButtonElement).disabled)).toBe(true);
  },
};

export const Required: Story = {
  args: { required: true, invalid: true },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Departure time" });
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "09:00" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "13:00" }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function TimeForm() {
  return (
    <SubmittedForm className="flex w-[28rem] flex-col gap-3">
      <TimeSlotPicker slots={SLOTS} label="Departure time" name="departureTime" />
    </SubmittedForm>
  );
}

/** In a plain form the chosen time is submitted under `name`. */
export const InForm: Story = {
  render: () => <TimeForm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "16:00" }));
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("departureTime=16:00");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { label: "출발 시간", defaultValue: "09:00" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "출발 시간" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "11:00 마감" })).toBeDisabled();
    await expect(canvas.getByRole("radio", { name: "14:00 3자리 남음" })).toBeEnabled();
  },
};

const sizes: readonly TimeSlotSize[] = ["sm", "md"];

// `body` because the vitest runner has no #storybook-root (the addon's default root)
const pseudo = {
  rootSelector: "body",
  hover: sizes.map((s) => `#ts-${s} [data-slot="time-slot"]:nth-child(4)`),
  focusVisible: sizes.map((s) => `#ts-${s} [data-slot="time-slot"]:nth-child(5)`),
};

/**
 * The pseudo-states addon rewrites the stylesheets when Storybook announces a rendered story; the vitest runner
 * never announces it, so the Catalog does, once its forced classes are on.
 */
async function forcePseudoStates(element: HTMLElement) {
  await waitFor(() => expect(element.className).toMatch(/pseudo-/));
  addons.getChannel().emit(STORY_RENDERED);
}

/** Sizes; in each: checked (09:00), full, hover (13:00), focus (14:00); then invalid and disabled groups. */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true }, pseudo },
  render: () => (
    <div className="grid grid-cols-2 gap-4 p-3">
      {sizes.map((size) => (
        <TimeSlotPicker
          key={size}
          id={`ts-${size}`}
          slots={SLOTS}
          label={`size ${size}`}
          size={size}
          defaultValue="09:00"
        />
      ))}
      <TimeSlotPicker slots={SLOTS.slice(0, 4)} label="invalid" invalid required size="sm" />
      <TimeSlotPicker slots={SLOTS.slice(0, 4)} label="disabled" disabled defaultValue="10:00" size="sm" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [hovered] = canvas.getAllByRole("radio", { name: "13:00" });
    await forcePseudoStates(hovered!);
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(4);
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
