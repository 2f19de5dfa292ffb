import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { Checkbox } from "../checkbox";
import { Input } from "../input";
import { RadioGroup, RadioGroupItem } from "../radio-group";
import { Select, SelectItem } from "../select";
import { Textarea } from "../textarea";
import { Field, FieldError, FieldHint, FieldLabel } from "./field";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

type FieldStoryArgs = {
  label: string;
  hint: string;
  error: string;
  required: boolean;
  disabled: boolean;
};

const meta = {
  title: "Design System/Forms/Field",
  component: Field,
  tags: ["autodocs"],
  parameters: componentDocs(
    "Label, control, hint and error wired together. Any design-system control inside picks up the id (the " +
      "label points at it), `aria-describedby` (hint, then error: only the parts that are shown), " +
      "`aria-invalid` (while an error is shown) and `aria-required` (with the required mark: an asterisk for " +
      'the eyes, the word "required" for screen readers). Build your own control with `useFieldControl()`.',
  ),
  argTypes: argControls({ text: ["label", "hint", "error"], boolean: ["required", "disabled"] }),
  render: ({ label, hint, error, required, disabled }) => (
    <Field required={required} disabled={disabled} className="w-80">
      <FieldLabel>{label}</FieldLabel>
      <Input type="email" />
      <FieldHint>{hint}</FieldHint>
      <FieldError>{error}</FieldError>
    </Field>
  ),
  args: {
    label: "E-mail",
    hint: "We send the booking confirmation here.",
    error: "",
    required: false,
    disabled: false,
  },
} satisfies Meta<FieldStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveAccessibleDescription("We send the booking confirmation here.");
    await userEvent.click(canvas.getByText("E-mail"));
    await expect(input).toHaveFocus();
  },
};

/** Every part on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
};

export const WithError: Story = {
  args: { error: "Please enter a valid e-mail address." },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "We send the booking confirmation here. Please enter a valid e-mail address.",
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "E-mail required" });
    await expect(input).toHaveAttribute("aria-required", "true");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "E-mail" })).toBeDisabled();
  },
};

/** Without a hint or error, no dangling `aria-describedby`. */
export const LabelOnly: Story = {
  args: { hint: "" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "E-mail" })).not.toHaveAttribute("aria-describedby");
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: {
    label: "이메일",
    hint: "예약 확인 메일을 보내 드립니다.",
    error: "올바른 이메일 주소를 입력해 주세요.",
    required: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "이메일 필수" });
    await expect(input).toHaveAccessibleDescription(
      "예약 확인 메일을 보내 드립니다. 올바른 이메일 주소를 입력해 주세요.",
    );
  },
};

/** The same wiring for every control: textarea, select, radio group (named by the label) and checkbox. */
export const AnyControl: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid w-96 gap-5">
      <Field required>
        <FieldLabel>Inquiry</FieldLabel>
        <Textarea />
        <FieldError>This is a required field.</FieldError>
      </Field>
      <Field>
        <FieldLabel>Inquiry type</FieldLabel>
        <Select>
          <SelectItem value="booking">Booking</SelectItem>
          <SelectItem value="payment">Payment</SelectItem>
        </Select>
        <FieldHint>So the right team answers.</FieldHint>
      </Field>
      <Field required>
        <FieldLabel>Gender</FieldLabel>
        <RadioGroup orientation="horizontal">
          <RadioGroupItem value="female" label="Female" />
          <RadioGroupItem value="male" label="Male" />
          <RadioGroupItem value="none" label="Prefer not to say" />
        </RadioGroup>
      </Field>
      <Field required>
        <Checkbox label="I am 14 years or older" />
        <FieldError>Please agree to the required terms.</FieldError>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole("textbox", { name: "Inquiry required" });
    await expect(textarea).toHaveAttribute("aria-invalid", "true");
    await expect(textarea).toHaveAccessibleDescription("This is a required field.");
    const select = canvas.getByRole("combobox", { name: "Inquiry type" });
    await expect(select).toHaveAccessibleDescription("So the right team answers.");
    const group = canvas.getByRole("radiogroup", { name: "Gender required" });
    await expect(group).toHaveAttribute("aria-required", "true");
    const checkbox = canvas.getByRole("checkbox", { name: "I am 14 years or older required" });
    await expect(checkbox).toHaveAttribute("aria-invalid", "true");
    await expect(checkbox).toHaveAccessibleDescription("Please agree to the required terms.");
  },
};

/** Label, hint, error, required and disabled side by side, for visual regression. */
export const Catalog: Story = {
  parameters: { layout: "fullscreen", controls: { disable: true } },
  render: () => (
    <div className="grid grid-cols-2 gap-6 p-4">
      <Field>
        <FieldLabel>Plain</FieldLabel>
        <Input />
      </Field>
      <Field>
        <FieldLabel>With hint</FieldLabel>
        <Input />
        <FieldHint>Help text under the control</FieldHint>
      </Field>
      <Field required>
        <FieldLabel>Required</FieldLabel>
        <Input />
      </Field>
      <Field required>
        <FieldLabel>Required with error</FieldLabel>
        <Input />
        <FieldHint>Help text under the control</FieldHint>
        <FieldError>This is a required field.</FieldError>
      </Field>
      <Field disabled>
        <FieldLabel>Disabled</FieldLabel>
        <Input defaultValue="Seoul" />
        <FieldHint>Help text under the control</FieldHint>
      </Field>
      <Field>
        <FieldLabel>A long Korean label: 여행자 보험 가입 여부와 보장 범위를 선택해 주세요</FieldLabel>
        <Input />
        <FieldError>선택한 보장 범위는 이 상품에 적용할 수 없습니다. 다른 범위를 선택해 주세요.</FieldError>
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("textbox")).toHaveLength(6);
  },
};
