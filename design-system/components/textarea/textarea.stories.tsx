import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { Field, FieldError, FieldHint, FieldLabel } from "../field";
import { Textarea, type TextareaSize } from "./textarea";
import { StateGrid } from "../../stories/catalog";
import {
  expectHoverAndFocusBorders,
  expectRequiredWithError,
  formControlCatalog,
} from "../../stories/form-control-steps";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly TextareaSize[] = ["sm", "md", "lg"];
const states = ["empty", "hover", "focus", "invalid", "disabled", "read-only"] as const;

const meta = {
  title: "Design System/Forms/Textarea",
  component: Textarea,
  tags: ["autodocs"],
  parameters: componentDocs(
    'Multi-line text. `showCount` with `maxLength` shows "12 / 500" under it; the count is announced politely ' +
      "once typing pauses, not on every key. Same hover and focus tokens as the input.",
  ),
  argTypes: argControls({
    radio: { size: sizes },
    boolean: ["showCount", "invalid", "disabled", "readOnly"],
    number: ["maxLength"],
  }),
  args: { "aria-label": "Message", placeholder: "Tell us about your trip", onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Textarea {...args} className="w-96" />,
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(textarea, "Two adults,{enter}one child.");
    await expect(textarea).toHaveValue("Two adults,\none child.");
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", showCount: true, maxLength: 500 },
  render: (args) => <Textarea {...args} className="w-96" />,
};

/**
 * The spec's company description: up to 500 characters. The visible count is hidden from screen readers; a polite
 * live region says "14 of 500 characters used" when typing pauses.
 */
export const WithCharacterCount: Story = {
  args: { "aria-label": undefined, maxLength: 500, showCount: true, placeholder: undefined },
  render: (args) => (
    <Field className="w-96">
      <FieldLabel>Company description</FieldLabel>
      <Textarea {...args} />
      <FieldHint>What your company does, for buyers reading your profile.</FieldHint>
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole("textbox", { name: "Company description" });
    await expect(textarea).toHaveAttribute("maxlength", "500");
    await expect(canvas.getByText("0 / 500")).toHaveAttribute("aria-hidden", "true");
    await userEvent.type(textarea, "Inbound tours");
    await expect(canvas.getByText("13 / 500")).toBeVisible();
    const live = canvasElement.querySelector('[data-slot="textarea-count-live"]');
    await expect(live).toHaveAttribute("aria-live", "polite");
    await waitFor(() => expect(live).toHaveTextContent("13 of 500 characters used"));
  },
};

/** A value longer than the limit (say, saved before the limit existed) turns the count red. */
export const OverLimit: Story = {
  args: { maxLength: 20, showCount: true, value: "A description that is far too long", onChange: fn() },
  render: (args) => <Textarea {...args} className="w-96" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("34 / 20")).toHaveClass("text-danger");
  },
};

export const Invalid: Story = {
  args: { "aria-label": undefined, placeholder: undefined },
  render: (args) => (
    <Field required className="w-96">
      <FieldLabel>Inquiry</FieldLabel>
      <Textarea {...args} />
      <FieldError>This is a required field.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Inquiry required" });
    await expectRequiredWithError(textarea, "This is a required field.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Closed for edits" },
  render: (args) => <Textarea {...args} className="w-96" />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await expect(textarea).toBeDisabled();
    await userEvent.type(textarea, "x");
    await expect(textarea).toHaveValue("Closed for edits");
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: "Pick-up at Incheon Airport, Terminal 1, gate 3." },
  render: (args) => <Textarea {...args} className="w-96" />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard("x");
    await expect(textarea).toHaveValue("Pick-up at Incheon Airport, Terminal 1, gate 3.");
  },
};

/** Korean: the live region says "500자 중 11자 입력". */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { "aria-label": undefined, maxLength: 500, showCount: true, placeholder: undefined },
  render: (args) => (
    <Field className="w-96">
      <FieldLabel>회사 소개</FieldLabel>
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole("textbox", { name: "회사 소개" });
    await userEvent.type(textarea, "서울 인바운드 여행사");
    await expect(canvas.getByText("11 / 500")).toBeVisible();
    const live = canvasElement.querySelector('[data-slot="textarea-count-live"]');
    await waitFor(() => expect(live).toHaveTextContent("500자 중 11자 입력"));
  },
};

const catalog = formControlCatalog({
  hover: sizes.map((size) => `#textarea-hover-${size}`),
  focusVisible: sizes.map((size) => `#textarea-focus-${size}`),
});

/** Every size x state, hover and focus forced: the visual-regression net for the textarea. */
export const Catalog: Story = {
  parameters: catalog.parameters,
  // states across, sizes down: the tall sizes fit the 800x600 picture this way
  render: () => (
    <StateGrid
      className="grid grid-cols-[auto_repeat(6,7.25rem)] items-start gap-x-2 gap-y-3 p-2 text-xs text-muted-foreground"
      rows={sizes}
      columns={states}
      renderCell={(size, state) => (
        <Textarea
          id={`textarea-${state}-${size}`}
          size={size}
          rows={2}
          aria-label={`${state} ${size}`}
          defaultValue={state === "empty" ? undefined : "Seoul"}
          placeholder="Placeholder"
          invalid={state === "invalid"}
          disabled={state === "disabled"}
          readOnly={state === "read-only"}
          maxLength={state === "empty" ? 500 : undefined}
          showCount={state === "empty"}
        />
      )}
    />
  ),
  play: async ({ canvas }) => {
    await catalog.applyStates();
    await expect(canvas.getAllByRole("textbox")).toHaveLength(sizes.length * states.length);
    await expectHoverAndFocusBorders(canvas, "textbox", "empty");
  },
};
