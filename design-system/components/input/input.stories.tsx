import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Field, FieldError, FieldHint, FieldLabel } from "../field";
import { tokenColor } from "../field/story-pseudo-states";
import { Input, type InputSize } from "./input";
import { expectHeightsBySize, expectHoverAndFocusBorders, formControlCatalog } from "../../stories/form-control-steps";
import { SizeStateTable } from "../../stories/catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly InputSize[] = ["sm", "md", "lg"];
const states = ["empty", "filled", "hover", "focus", "invalid", "invalid-focus", "disabled", "read-only"] as const;

const meta = {
  title: "Design System/Forms/Input",
  component: Input,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A single-line text input. Hover shows the `hover` border token (#d2d2d2), focus the black `focus` border. " +
      "Put it in a `Field` for a label, hint and error: it picks up id, `aria-describedby`, `aria-invalid` and " +
      "`aria-required` on its own.",
  ),
  argTypes: argControls({
    radio: { size: sizes },
    boolean: ["invalid", "disabled", "readOnly"],
    text: ["placeholder"],
  }),
  args: { "aria-label": "Full name", placeholder: "Hong Gildong", onChange: fn() },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await userEvent.type(input, "Kim Minji");
    await expect(input).toHaveValue("Kim Minji");
    await expect(args.onChange).toHaveBeenCalledTimes("Kim Minji".length);
  },
};

/** Every prop on the controls panel; the same picture as Default, so it has no screenshot of its own. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", invalid: false, disabled: false, readOnly: false },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex w-72 flex-col gap-3">
      {sizes.map((size) => (
        <Input key={size} {...args} size={size} aria-label={`Full name, ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expectHeightsBySize(canvas, "textbox", "Full name", { sm: 32, md: 36, lg: 44 });
  },
};

/** In a Field: the label names it, the hint describes it. */
export const WithLabelAndHint: Story = {
  args: { "aria-label": undefined, placeholder: "name@example.com", type: "email" },
  render: (args) => (
    <Field className="w-80">
      <FieldLabel>E-mail</FieldLabel>
      <Input {...args} />
      <FieldHint>We send the booking confirmation here.</FieldHint>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveAccessibleDescription("We send the booking confirmation here.");
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByText("E-mail"));
    await expect(input).toHaveFocus();
  },
};

/** The error message replaces nothing: it is added to the description and the border turns red. */
export const Invalid: Story = {
  args: { "aria-label": undefined, defaultValue: "minji@", type: "email" },
  render: (args) => (
    <Field className="w-80">
      <FieldLabel>E-mail</FieldLabel>
      <Input {...args} />
      <FieldHint>We send the booking confirmation here.</FieldHint>
      <FieldError>Please enter a valid e-mail address.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "We send the booking confirmation here. Please enter a valid e-mail address.",
    );
  },
};

/** A mark for the eyes, the word "required" for screen readers, and `aria-required` on the input. */
export const Required: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field required className="w-80">
      <FieldLabel>Full name</FieldLabel>
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Full name required" });
    await expect(input).toHaveAttribute("aria-required", "true");
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Kim Minji" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("textbox", { name: "Full name" });
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x");
    await expect(input).toHaveValue("Kim Minji");
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Read-only: focusable and selectable (a reservation number to copy), not editable. */
export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "R-2026-0515-0042", "aria-label": "Reservation number" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Reservation number" });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("x");
    await expect(input).toHaveValue("R-2026-0515-0042");
  },
};

/** Tab reaches the input; the border turns black (the `focus` token). */
export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Full name" });
    const restingBorder = getComputedStyle(input).borderTopColor;
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await Promise.all(input.getAnimations().map((animation) => animation.finished));
    await expect(getComputedStyle(input).borderTopColor).toBe(tokenColor("focus"));
    await expect(restingBorder).not.toBe(tokenColor("focus"));
  },
};

/** Korean label and the Korean word for "required" read by screen readers. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { "aria-label": undefined, placeholder: "홍길동" },
  render: (args) => (
    <Field required className="w-80">
      <FieldLabel>이름</FieldLabel>
      <Input {...args} />
      <FieldHint>예약 확인에 쓰입니다.</FieldHint>
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "이름 필수" });
    await userEvent.type(input, "김민지");
    await expect(input).toHaveValue("김민지");
  },
};

const catalog = formControlCatalog({
  hover: sizes.map((size) => `#input-hover-${size}`),
  focusVisible: sizes.flatMap((size) => [`#input-focus-${size}`, `#input-invalid-focus-${size}`]),
});

function CatalogGrid() {
  return (
    <SizeStateTable
      states={states}
      sizes={sizes}
      className="border-spacing-x-3 border-spacing-y-1.5"
      rowHeaderClassName="pr-2 text-left font-normal whitespace-nowrap"
      cellClassName="w-52"
      renderCell={(state, size) => (
        <Input
          id={`input-${state}-${size}`}
          size={size}
          aria-label={`${state} ${size}`}
          defaultValue={state === "empty" ? undefined : "Seoul"}
          placeholder="Placeholder"
          invalid={state.startsWith("invalid")}
          disabled={state === "disabled"}
          readOnly={state === "read-only"}
        />
      )}
    />
  );
}

/**
 * Every size x state in one picture: the visual-regression net for the input's tokens. Hover and focus are forced
 * (pseudo states), so a change of the hover token (#d2d2d2) or the focus token fails this screenshot.
 */
export const Catalog: Story = {
  parameters: catalog.parameters,
  render: () => (
    <div className="p-2">
      <CatalogGrid />
    </div>
  ),
  play: async ({ canvas }) => {
    await catalog.applyStates();
    await expect(canvas.getAllByRole("textbox")).toHaveLength(sizes.length * states.length);
    const border = await expectHoverAndFocusBorders(canvas, "textbox", "filled");
    await expect(border("invalid-focus md")).toBe(border("invalid md"));
  },
};

/** The same grid in the prepared dark theme. */
export const CatalogDark: Story = {
  ...Catalog,
  globals: { theme: "dark" },
  play: async ({ canvas }) => {
    await catalog.applyStates();
    await expect(canvas.getAllByRole("textbox")).toHaveLength(sizes.length * states.length);
  },
};
