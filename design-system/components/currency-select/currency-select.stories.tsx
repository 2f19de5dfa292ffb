import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { CurrencySelect } from "./currency-select";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const meta = {
  title: "Design System/Forms/CurrencySelect",
  component: CurrencySelect,
  tags: ["autodocs"],
  parameters: componentDocs(
    'The display currency: USD (the default) or KRW, labelled from the locale ("USD ($)", "KRW (₩)"). ' +
      "The value is the ISO code.",
  ),
  argTypes: argControls({ radio: { size: ["sm", "md", "lg"] }, boolean: ["disabled"] }),
  render: (args) => (
    <div className="h-48 w-56">
      <CurrencySelect {...args} />
    </div>
  ),
  args: { defaultValue: "USD", onValueChange: fn() },
} satisfies Meta<typeof CurrencySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Currency" });
    await expect(trigger).toHaveTextContent("USD ($)");
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["USD ($)", "KRW (₩)"]);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "KRW (₩)" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveTextContent("KRW (₩)"));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("KRW");
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
};

export const Korean: Story = {
  globals: { locale: "ko" },
  args: { defaultValue: "KRW" },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("combobox", { name: "통화" });
    await expect(trigger).toHaveTextContent("대한민국 원 (KRW, ₩)");
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("option", { name: "미국 달러 (USD, $)" }));
    await expect(trigger).toHaveTextContent("미국 달러 (USD, $)");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toBeDisabled();
  },
};

/** Sizes and states of the trigger. */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid w-56 gap-3">
      <CurrencySelect size="sm" defaultValue="USD" aria-label="Small" />
      <CurrencySelect size="md" defaultValue="KRW" aria-label="Medium" />
      <CurrencySelect size="lg" defaultValue="USD" aria-label="Large" />
      <CurrencySelect invalid defaultValue="KRW" aria-label="Invalid" />
      <CurrencySelect disabled defaultValue="USD" aria-label="Disabled" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("combobox")).toHaveLength(5);
  },
};
