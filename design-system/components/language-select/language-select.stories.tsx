import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { LANGUAGES } from "../../../locales/languages";
import { Field, FieldLabel } from "../field";
import { LanguageSelect } from "./language-select";
import { LazyLanguageSelect } from "./language-select-lazy";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const meta = {
  title: "Design System/Forms/LanguageSelect",
  component: LanguageSelect,
  tags: ["autodocs"],
  parameters: componentDocs(
    "The translate selector: the product's 20 languages (spec point 9 lists Russian twice; it is offered " +
      "once), each with its flag and its own name, so everyone finds their language whatever the page is in. " +
      "The value is the language code.",
  ),
  argTypes: argControls({ radio: { size: ["sm", "md", "lg"] }, boolean: ["disabled"] }),
  render: (args) => (
    <div className="h-[30rem] w-64">
      <LanguageSelect {...args} />
    </div>
  ),
  args: { defaultValue: "en", onValueChange: fn() },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named "Language"; opens from the keyboard, lists every language once, picks with the arrows and Enter. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole("combobox", { name: "Language" });
    await expect(trigger).toHaveTextContent("English");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    const options = within(listbox).getAllByRole("option");
    await expect(options).toHaveLength(LANGUAGES.length);
    await expect(options.filter((option) => option.textContent?.includes("Русский"))).toHaveLength(1);
    await waitFor(() => expect(within(listbox).getByRole("option", { name: /English/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: /日本語/ })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveTextContent("日本語"));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("ja");
  },
};

/**
 * The form the site headers use (`LazyLanguageSelect`): the same select, its code (Radix Select) loaded with
 * `React.lazy` in a Suspense boundary. A page rendered on the server carries the select and hydrates it when the code
 * has arrived; a page the browser renders keeps the trigger's box, empty, until then (here: a moment).
 */
export const Deferred: Story = {
  render: (args) => (
    <div className="h-[30rem] w-64">
      <LazyLanguageSelect {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const trigger = await canvas.findByRole("combobox", { name: "Language" });
    await expect(trigger).toHaveTextContent("English");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    const listbox = await screen.findByRole("listbox");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: /English/ })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(within(listbox).getByRole("option", { name: /日本語/ })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveTextContent("日本語"));
    await expect(trigger).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("ja");
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
};

/** Each name carries its language (`lang`), so a screen reader pronounces 한국어 in Korean. */
export const Open: Story = {
  args: { open: true, defaultValue: "ko" },
  // while open the list is modal and hides the trigger behind it, by design (see Select's Open story)
  parameters: { a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } } },
  play: async () => {
    const listbox = await screen.findByRole("listbox");
    const korean = within(listbox).getByRole("option", { name: /한국어/ });
    await expect(korean).toHaveAttribute("aria-selected", "true");
    await expect(korean.querySelector("[lang]")).toHaveAttribute("lang", "ko");
    await expect(within(listbox).getByText("Français (Canada)")).toHaveAttribute("lang", "fr-CA");
  },
};

/** On a Korean page it is named "언어"; the languages keep their own names. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { defaultValue: "ko" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "언어" })).toHaveTextContent("한국어");
  },
};

/** In a Field the Field's label names it. */
export const InField: Story = {
  render: (args) => (
    <Field className="h-[30rem] w-64">
      <FieldLabel>Preferred language for e-mails</FieldLabel>
      <LanguageSelect {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Preferred language for e-mails" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Language" })).toBeDisabled();
  },
};

/** Sizes and states of the trigger with a few languages chosen (the open list is the Open story). */
export const Catalog: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="grid w-64 gap-3">
      <LanguageSelect size="sm" defaultValue="ko" aria-label="Small" />
      <LanguageSelect size="md" defaultValue="zh-TW" aria-label="Medium" />
      <LanguageSelect size="lg" defaultValue="ar" aria-label="Large" />
      <LanguageSelect aria-label="Nothing chosen" />
      <LanguageSelect invalid defaultValue="kk" aria-label="Invalid" />
      <LanguageSelect disabled defaultValue="th" aria-label="Disabled" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("combobox")).toHaveLength(6);
    await expect(canvas.getByRole("combobox", { name: "Large" })).toHaveTextContent("العربية");
  },
};
