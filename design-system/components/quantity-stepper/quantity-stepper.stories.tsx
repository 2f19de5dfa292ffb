import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { forcePseudoStates, pseudoStates } from "../../../.storybook/state-table";
import { SizeStateTable } from "../../stories/catalog";
import { QuantityStepper, type QuantityStepperSize } from "./quantity-stepper";
import { componentDocs } from "../../stories/docs";
import { SubmittedForm } from "../../stories/submitted-form";
import { argControls } from "../../stories/arg-controls";

const meta = {
  title: "Design System/Commerce/QuantityStepper",
  component: QuantityStepper,
  tags: ["autodocs"],
  parameters: componentDocs(
    '− [ n ] +. The buttons are named with the item ("Increase Adults") and stay focusable at the bounds ' +
      '(`aria-disabled`), each press announced politely ("Adults: 3"). The input is a spinbutton taking ' +
      "digits only: ArrowUp/ArrowDown step, Home/End jump to the bounds, a typed number is pulled into range " +
      "(and onto the step) when the field is left or on Enter.",
  ),
  argTypes: argControls({
    radio: { size: ["sm", "md"] },
    number: ["min", "max", "step"],
    boolean: ["disabled", "invalid"],
    text: ["itemName"],
  }),
  args: { onChange: fn(), itemName: "Adults", min: 0, max: 10 },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("spinbutton", { name: "Adults" });
    await expect(input).toHaveValue("2");
    await userEvent.click(canvas.getByRole("button", { name: "Increase Adults" }));
    await expect(input).toHaveValue("3");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(input).toHaveAttribute("aria-valuenow", "3");
    // announced politely, since focus stays on the button whose name does not change
    await expect(canvas.getByText("Adults: 3")).toHaveAttribute("aria-live", "polite");
    await userEvent.click(canvas.getByRole("button", { name: "Decrease Adults" }));
    await userEvent.click(canvas.getByRole("button", { name: "Decrease Adults" }));
    await expect(input).toHaveValue("1");
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Every prop on the controls panel; the same picture as Default. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { defaultValue: 2, size: "md", step: 1 },
};

/** At the bounds the button is disabled but keeps focus, so a keyboard user is not thrown out. */
export const AtBounds: Story = {
  args: { defaultValue: 9, min: 1, max: 10 },
  play: async ({ canvas, args }) => {
    const increase = canvas.getByRole("button", { name: "Increase Adults" });
    await userEvent.click(increase);
    await expect(canvas.getByRole("spinbutton")).toHaveValue("10");
    await expect(increase).toHaveAttribute("aria-disabled", "true");
    await expect(increase).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("spinbutton")).toHaveValue("10");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard("{Shift>}{Tab}{/Shift}{Home}");
    await expect(canvas.getByRole("spinbutton")).toHaveValue("1");
    await expect(canvas.getByRole("button", { name: "Decrease Adults" })).toHaveAttribute("aria-disabled", "true");
  },
};

/** Typing: letters are dropped, the number is pulled into range when the field is left. */
export const Typing: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("spinbutton", { name: "Adults" });
    await userEvent.clear(input);
    await userEvent.type(input, "4a-.5");
    await expect(input).toHaveValue("45");
    await userEvent.tab();
    await expect(input).toHaveValue("10");
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.clear(input);
    await userEvent.type(input, "7{Enter}");
    await expect(input).toHaveValue("7");
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
  },
};

/** The input is a spinbutton: ArrowUp/ArrowDown step, Home/End jump to the bounds; Tab reaches − input +. */
export const Keyboard: Story = {
  args: { defaultValue: 2, step: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Decrease Adults" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.tab();
    const input = canvas.getByRole("spinbutton", { name: "Adults" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await expect(input).toHaveValue("4");
    await userEvent.keyboard("{End}");
    await expect(input).toHaveValue("10");
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveValue("8");
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Increase Adults" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveValue("10");
  },
};

export const Small: Story = {
  args: { size: "sm", defaultValue: 1, itemName: "Luggage" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "Luggage" })).toHaveAttribute("data-slot", "quantity-stepper");
  },
};

/** Without an item name the field is "Quantity" and the buttons "Decrease quantity" / "Increase quantity". */
export const WithoutItemName: Story = {
  args: { itemName: undefined, defaultValue: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton", { name: "Quantity" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Increase quantity" })).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton")).toHaveAttribute("aria-invalid", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("spinbutton")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Increase Adults" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "Increase Adults" }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function TravelersForm() {
  return (
    <SubmittedForm className="flex flex-col items-start gap-2">
      <label htmlFor="travelers" className="text-sm font-medium">
        Number of travelers
      </label>
      <QuantityStepper id="travelers" name="travelers" min={2} max={20} defaultValue={2} />
    </SubmittedForm>
  );
}

/** With a `<label>` and `name`; the spec's minimum of 2 travelers. */
export const InForm: Story = {
  render: () => <TravelersForm />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole("spinbutton", { name: "Number of travelers" });
    await expect(canvas.getByRole("button", { name: "Decrease quantity" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Increase quantity" }));
    await expect(input).toHaveValue("3");
    await userEvent.click(canvas.getByRole("button", { name: "Continue" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("travelers=3");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { itemName: "성인", defaultValue: 2 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "성인 늘리기" }));
    await expect(canvas.getByRole("spinbutton", { name: "성인" })).toHaveValue("3");
    await expect(canvas.getByText("성인: 3")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "성인 줄이기" })).toBeEnabled();
  },
};

const sizes: readonly QuantityStepperSize[] = ["sm", "md"];
const states = ["default", "hover", "focus", "min", "max", "invalid", "disabled"] as const;

const pseudo = pseudoStates({
  hover: sizes.flatMap((s) => [`#qs-${s}-hover > div`, `#qs-${s}-hover [data-slot=quantity-stepper-increase]`]),
  focusWithin: sizes.map((s) => `#qs-${s}-focus > div`),
  focusVisible: sizes.map((s) => `#qs-${s}-focus [data-slot=quantity-stepper-increase]`),
});

/** Sizes x states (hover shows the field border and the button fill; focus the black border and the ring). */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true }, pseudo },
  render: () => (
    <SizeStateTable
      states={states}
      sizes={sizes}
      className="m-2 border-spacing-x-4 border-spacing-y-2"
      renderCell={(state, size) => (
        <div id={`qs-${size}-${state}`} className="inline-flex">
          <QuantityStepper
            itemName={`${state} ${size}`}
            size={size}
            min={1}
            max={9}
            defaultValue={state === "min" ? 1 : state === "max" ? 9 : 3}
            invalid={state === "invalid"}
            disabled={state === "disabled"}
          />
        </div>
      )}
    />
  ),
  play: async ({ canvas }) => {
    await forcePseudoStates(canvas.getByRole("button", { name: "Increase hover md" }));
    await expect(canvas.getByRole("button", { name: "Increase max md" })).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("button", { name: "Decrease min sm" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
};
