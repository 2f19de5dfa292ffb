import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Field, FieldError, FieldHint, FieldLabel } from "../field";
import { RadioGroup, type RadioGroupOrientation, RadioGroupItem } from "./radio-group";
import { expectRequiredWithError, formControlCatalog } from "../../stories/form-control-steps";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const orientations: readonly RadioGroupOrientation[] = ["vertical", "horizontal"];

/**
 * Presses an arrow and waits for the radio it should land on to be chosen before letting go. Radix moves focus a
 * tick after the key goes down and chooses only while an arrow is held, as a person's key press is.
 */
async function arrowTo(key: "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight", radio: HTMLElement) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(() => expect(radio).toHaveFocus());
  await userEvent.keyboard(`{/${key}}`);
  await expect(radio).toBeChecked();
}

const meta = {
  title: "Design System/Forms/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  parameters: componentDocs(
    "One choice out of a few (Radix): Tab enters at the chosen radio, any arrow key moves and chooses, in both " +
      "layouts. For long lists use Select or Combobox.",
  ),
  argTypes: argControls({ radio: { orientation: orientations }, boolean: ["disabled", "invalid"] }),
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="card" label="Credit card" />
      <RadioGroupItem value="paypal" label="PayPal" />
      <RadioGroupItem value="transfer" label="Bank transfer" description="Pay within 24 hours or the booking lapses." />
    </RadioGroup>
  ),
  args: { "aria-label": "Payment method", defaultValue: "card", onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("radiogroup", { name: "Payment method" })).toBeVisible();
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toBeChecked();
    await userEvent.click(canvas.getByText("PayPal"));
    await expect(canvas.getByRole("radio", { name: "PayPal" })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("paypal");
    await expect(canvas.getByRole("radio", { name: "Bank transfer" })).toHaveAccessibleDescription(
      "Pay within 24 hours or the booking lapses.",
    );
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { orientation: "vertical", disabled: false, invalid: false },
};

/** Tab enters at the checked radio; Down and Right move on, Up and Left back, wrapping round; each move chooses. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: "Credit card" })).toHaveFocus();
    await arrowTo("ArrowDown", canvas.getByRole("radio", { name: "PayPal" }));
    await arrowTo("ArrowRight", canvas.getByRole("radio", { name: "Bank transfer" }));
    await arrowTo("ArrowDown", canvas.getByRole("radio", { name: "Credit card" }));
    await arrowTo("ArrowUp", canvas.getByRole("radio", { name: "Bank transfer" }));
    await arrowTo("ArrowLeft", canvas.getByRole("radio", { name: "PayPal" }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("paypal");
  },
};

/** Side by side; the arrows still work both ways. */
export const Horizontal: Story = {
  args: { orientation: "horizontal" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await arrowTo("ArrowRight", canvas.getByRole("radio", { name: "PayPal" }));
    await arrowTo("ArrowUp", canvas.getByRole("radio", { name: "Credit card" }));
  },
};

/** In a Field: the label names the group, the error describes it and turns the radios red. */
export const InFieldWithError: Story = {
  args: { "aria-label": undefined, defaultValue: undefined },
  render: (args) => (
    <Field required>
      <FieldLabel>Payment method</FieldLabel>
      <RadioGroup {...args}>
        <RadioGroupItem value="card" label="Credit card" />
        <RadioGroupItem value="paypal" label="PayPal" />
      </RadioGroup>
      <FieldHint>You pay after the booking is confirmed.</FieldHint>
      <FieldError>Please select a payment method.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "Payment method required" });
    await expectRequiredWithError(group, "You pay after the booking is confirmed. Please select a payment method.");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

/** One option unavailable: the arrows skip it. */
export const DisabledOption: Story = {
  render: (args) => (
    <RadioGroup {...args}>
      <RadioGroupItem value="card" label="Credit card" />
      <RadioGroupItem value="paypal" label="PayPal" disabled description="Not available for this product" />
      <RadioGroupItem value="transfer" label="Bank transfer" />
    </RadioGroup>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await arrowTo("ArrowDown", canvas.getByRole("radio", { name: "Bank transfer" }));
    await expect(canvas.getByRole("radio", { name: "PayPal" })).toBeDisabled();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { "aria-label": undefined, defaultValue: "card" },
  render: (args) => (
    <Field required>
      <FieldLabel>결제 수단</FieldLabel>
      <RadioGroup {...args}>
        <RadioGroupItem value="card" label="신용카드" />
        <RadioGroupItem
          value="transfer"
          label="무통장 입금"
          description="24시간 안에 입금하지 않으면 예약이 취소됩니다."
        />
      </RadioGroup>
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radiogroup", { name: "결제 수단 필수" })).toBeVisible();
  },
};

const catalog = formControlCatalog({
  hover: ["#radio-hover-off", "#radio-hover-on"],
  focusVisible: ["#radio-focus-off", "#radio-focus-on"],
});

/** Both layouts and every state; hover and focus forced. */
export const Catalog: Story = {
  parameters: catalog.parameters,
  render: () => (
    <div className="flex flex-col gap-5 p-4 text-xs text-muted-foreground">
      {orientations.map((orientation) => (
        <RadioGroup key={orientation} aria-label={orientation} orientation={orientation} defaultValue="b">
          <RadioGroupItem value="a" label={`${orientation}: off`} />
          <RadioGroupItem value="b" label={`${orientation}: on`} />
          <RadioGroupItem value="c" label={`${orientation}: disabled`} disabled />
        </RadioGroup>
      ))}
      {(["hover", "focus"] as const).map((state) => (
        <RadioGroup key={state} aria-label={state} orientation="horizontal" defaultValue="on">
          <RadioGroupItem id={`radio-${state}-off`} value="off" label={`${state}: off`} />
          <RadioGroupItem id={`radio-${state}-on`} value="on" label={`${state}: on`} />
        </RadioGroup>
      ))}
      <RadioGroup aria-label="invalid" orientation="horizontal" invalid>
        <RadioGroupItem value="a" label="invalid: off" />
        <RadioGroupItem value="b" label="invalid: off" />
      </RadioGroup>
      <RadioGroup aria-label="disabled group" orientation="horizontal" disabled defaultValue="b">
        <RadioGroupItem value="a" label="disabled group" />
        <RadioGroupItem value="b" label="disabled group: on" />
      </RadioGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    await catalog.applyStates();
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(6);
  },
};
