import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Field, FieldHint, FieldLabel } from "../field";
import { NumberInput } from "./number-input";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const meta = {
  title: "Design System/Forms/NumberInput",
  component: NumberInput,
  tags: ["autodocs"],
  parameters: componentDocs(
    "The spec's number input: digits, dot and minus only. Anything else typed or pasted is dropped as it " +
      "arrives (`sanitizeNumberInput`), the caret stays put. The value stays text: parse it where you use it. " +
      "`inputMode` asks phones for a numeric (or decimal) keypad.",
  ),
  argTypes: argControls({
    boolean: ["allowDecimal", "allowNegative", "disabled"],
    radio: { size: ["sm", "md", "lg"] },
  }),
  args: { "aria-label": "Amount", onValueChange: fn() },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount" });
    await expect(input).toHaveAttribute("inputmode", "decimal");
    await userEvent.type(input, "12a.5.0-");
    await expect(input).toHaveValue("12.50");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("12.50");
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { allowDecimal: true, allowNegative: true },
};

/** Pasting "1,234.5abc" keeps "1234.5": thousands separators and letters go, the first dot stays. */
export const Paste: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Amount" });
    await userEvent.click(input);
    await userEvent.paste("1,234.5abc");
    await expect(input).toHaveValue("1234.5");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("1234.5");
  },
};

/** A minus sign is kept only in front. */
export const Negative: Story = {
  args: { "aria-label": "Temperature" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Temperature" });
    await userEvent.type(input, "-1-2");
    await expect(input).toHaveValue("-12");
  },
};

/** Whole numbers only: a numeric keypad, no dot, no minus (a count of travellers). */
export const WholeNumbers: Story = {
  args: { allowDecimal: false, allowNegative: false, "aria-label": undefined },
  render: (args) => (
    <Field className="w-64">
      <FieldLabel>Travellers</FieldLabel>
      <NumberInput {...args} />
      <FieldHint>Adults and children</FieldHint>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Travellers" });
    await expect(input).toHaveAttribute("inputmode", "numeric");
    await userEvent.type(input, "-2.5");
    await expect(input).toHaveValue("25");
  },
};

/** A typo in the middle is dropped and the caret stays where the person was typing. */
export const CaretStaysPut: Story = {
  args: { defaultValue: "1500" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>("textbox", { name: "Amount" });
    await userEvent.click(input);
    input.setSelectionRange(2, 2);
    await userEvent.keyboard("x9");
    await expect(input).toHaveValue("15900");
    await expect(input.selectionStart).toBe(3);
  },
};

function ControlledExample() {
  const [value, setValue] = useState("1465");
  return (
    <Field className="w-64">
      <FieldLabel>Exchange rate (KRW per USD)</FieldLabel>
      <NumberInput value={value} onValueChange={setValue} />
      <FieldHint>Parsed: {Number(value || 0)}</FieldHint>
    </Field>
  );
}

/** Controlled with `value` + `onValueChange`; the caller parses. */
export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Exchange rate (KRW per USD)" });
    await userEvent.clear(input);
    await userEvent.type(input, "1,500.25");
    await expect(input).toHaveValue("1500.25");
    await expect(canvas.getByText("Parsed: 1500.25")).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "42" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Amount" })).toBeDisabled();
  },
};

/** The visual states come from Input (see its Catalog); this shows the number input's own sizes and values. */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid w-80 gap-3">
      <NumberInput size="sm" aria-label="Small" defaultValue="1" />
      <NumberInput size="md" aria-label="Medium" defaultValue="-12.5" />
      <NumberInput size="lg" aria-label="Large" defaultValue="1465" />
      <NumberInput aria-label="Invalid" invalid defaultValue="0" />
      <NumberInput aria-label="Disabled" disabled defaultValue="7" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("textbox")).toHaveLength(5);
  },
};
