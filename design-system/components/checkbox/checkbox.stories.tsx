import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { Field, FieldError } from "../field";
import { Checkbox, type CheckboxSize, type CheckedState } from "./checkbox";
import { expectRequiredWithError, formControlCatalog } from "../../stories/form-control-steps";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly CheckboxSize[] = ["sm", "md"];
const checkedStates: readonly CheckedState[] = [false, true, "indeterminate"];
const states = ["default", "hover", "focus", "invalid", "disabled"] as const;

const meta = {
  title: "Design System/Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A checkbox (Radix) with its label beside it: clicking the label toggles, Space toggles from the keyboard. " +
      '`checked="indeterminate"` shows the mixed state (a dash, `aria-checked="mixed"`), for a "select all" ' +
      "over a partly chosen list.",
  ),
  argTypes: argControls({
    radio: { size: sizes },
    select: { checked: [false, true, "indeterminate"] },
    boolean: ["disabled", "invalid"],
    text: ["label", "description"],
  }),
  args: { label: "Send me offers by e-mail", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me offers by e-mail" });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // the label is part of the target
    await userEvent.click(canvas.getByText("Send me offers by e-mail"));
    await expect(checkbox).not.toBeChecked();
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", disabled: false, invalid: false },
};

/** Tab reaches it, Space toggles it, the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me offers by e-mail" });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
  },
};

export const WithDescription: Story = {
  args: {
    label: "Marketing messages",
    description: "Offers and news, at most twice a month. You can stop them at any time.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Marketing messages" })).toHaveAccessibleDescription(
      "Offers and news, at most twice a month. You can stop them at any time.",
    );
  },
};

function SelectAll() {
  const [chosen, setChosen] = useState<Record<string, boolean>>({ terms: true, privacy: false, marketing: false });
  const values = Object.values(chosen);
  const all: CheckedState = values.every(Boolean) ? true : values.some(Boolean) ? "indeterminate" : false;
  const labels: Record<string, string> = {
    terms: "Terms of use",
    privacy: "Privacy policy",
    marketing: "Marketing messages",
  };
  return (
    <div className="flex flex-col gap-3">
      <Checkbox
        label="Agree to all"
        checked={all}
        onCheckedChange={(next) =>
          setChosen(Object.fromEntries(Object.keys(chosen).map((key) => [key, next === true])))
        }
      />
      <div className="flex flex-col gap-2 pl-7">
        {Object.keys(chosen).map((key) => (
          <Checkbox
            key={key}
            label={labels[key]}
            checked={chosen[key]}
            onCheckedChange={(next) => setChosen({ ...chosen, [key]: next === true })}
          />
        ))}
      </div>
    </div>
  );
}

/** "Agree to all" is mixed while some are chosen; clicking it chooses all, again clears all. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole("checkbox", { name: "Agree to all" });
    await expect(all).toHaveAttribute("aria-checked", "mixed");
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Marketing messages" })).toBeChecked();
    await userEvent.click(canvas.getByRole("checkbox", { name: "Privacy policy" }));
    await expect(all).toHaveAttribute("aria-checked", "mixed");
  },
};

/** A required agreement, as in sign-up: the required mark, and the error wired by the Field. */
export const RequiredWithError: Story = {
  args: { label: "I agree to the terms of use" },
  render: (args) => (
    <Field required>
      <Checkbox {...args} />
      <FieldError>Please agree to the required terms.</FieldError>
    </Field>
  ),
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "I agree to the terms of use required" });
    await expectRequiredWithError(checkbox, "Please agree to the required terms.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole("checkbox", { name: "Send me offers by e-mail" });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { label: "만 14세 이상입니다", required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "만 14세 이상입니다 필수" })).toBeVisible();
  },
};

const catalog = formControlCatalog({
  hover: sizes.flatMap((size) => checkedStates.map((checked) => `#checkbox-hover-${size}-${String(checked)}`)),
  focusVisible: sizes.flatMap((size) => checkedStates.map((checked) => `#checkbox-focus-${size}-${String(checked)}`)),
});

/** Sizes x checked states x states, hover and focus forced. */
export const Catalog: Story = {
  parameters: catalog.parameters,
  render: () => (
    <div className="grid grid-cols-[auto_repeat(6,max-content)] items-center gap-x-5 gap-y-3 p-4 text-xs text-muted-foreground">
      <span />
      {sizes.flatMap((size) =>
        checkedStates.map((checked) => <span key={`${size}-${String(checked)}`}>{`${size} ${String(checked)}`}</span>),
      )}
      {states.map((state) => (
        <div key={state} className="contents">
          <span>{state}</span>
          {sizes.flatMap((size) =>
            checkedStates.map((checked) => (
              <Checkbox
                key={`${size}-${String(checked)}`}
                id={`checkbox-${state}-${size}-${String(checked)}`}
                size={size}
                checked={checked}
                aria-label={`${state} ${size} ${String(checked)}`}
                invalid={state === "invalid"}
                disabled={state === "disabled"}
              />
            )),
          )}
        </div>
      ))}
      <span>label</span>
      <div className="col-span-6">
        <Checkbox label="With a label and a description" description="Second line" defaultChecked />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await catalog.applyStates();
    await expect(canvas.getAllByRole("checkbox")).toHaveLength(states.length * sizes.length * checkedStates.length + 1);
  },
};
