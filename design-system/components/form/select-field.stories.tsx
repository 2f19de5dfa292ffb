import { zodResolver } from "@hookform/resolvers/zod";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm } from "react-hook-form";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { z } from "zod";
import { Button } from "../button";
import { componentDocs } from "../../stories/docs";
import { Form } from "./form";
import { SelectField } from "./select-field";

const DISTRICTS = [
  { value: "jongno", label: "Jongno" },
  { value: "jung", label: "Jung" },
  { value: "mapo", label: "Mapo" },
  { value: "gangnam", label: "Gangnam", disabled: true },
];

const schema = z.object({ district: z.string().min(1, { error: "Choose a district." }) });
type Values = z.input<typeof schema>;

type DemoProps = {
  defaultDistrict?: string;
  disabled?: boolean;
  hint?: string;
  onSubmit: (values: Values) => void;
};

/** One select of fixed choices in a form: the placeholder until a choice, the schema's message after a submit. */
function DistrictForm({ defaultDistrict = "", disabled, hint, onSubmit }: DemoProps) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { district: defaultDistrict } });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Venue" className="flex max-w-sm flex-col gap-4">
      <SelectField
        control={form.control}
        name="district"
        label="District"
        hint={hint}
        required
        placeholder="Choose…"
        disabled={disabled}
        options={DISTRICTS}
      />
      <Button type="submit" className="self-start">
        Save
      </Button>
    </Form>
  );
}

const meta = {
  title: "Design System/Forms/SelectField",
  component: DistrictForm,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A form field whose control is a Select of fixed choices: FormField's label, hint, error and required mark, the " +
      "value bound to the select (an empty value shows the placeholder), and the focus on it when it is invalid.",
  ),
  args: { onSubmit: fn() },
} satisfies Meta<typeof DistrictForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder. */
export const Empty: Story = {
  args: { hint: "Where the venue is." },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: /^District/ });
    await expect(select).toHaveTextContent("Choose…");
    await expect(select).toHaveAccessibleDescription("Where the venue is.");
  },
};

/** A choice made from the list, then sent; a choice that is not offered cannot be picked. */
export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("combobox", { name: /^District/ }));
    await expect(await screen.findByRole("option", { name: "Gangnam" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(screen.getByRole("option", { name: "Mapo" }));
    await expect(canvas.getByRole("combobox", { name: /^District/ })).toHaveTextContent("Mapo");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ district: "mapo" }, expect.anything()));
  },
};

/** Sent without a choice: the schema's message under it, and the focus on it. */
export const Required: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    const select = canvas.getByRole("combobox", { name: /^District/ });
    await waitFor(() => expect(select).toHaveAccessibleDescription(/Choose a district\./));
    await expect(select).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Chosen before, and not to be changed here. */
export const Disabled: Story = {
  args: { defaultDistrict: "jongno", disabled: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: /^District/ });
    await expect(select).toHaveTextContent("Jongno");
    await expect(select).toBeDisabled();
  },
};
