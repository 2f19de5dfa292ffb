import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useDsLocale } from "../../i18n";
import { Field, FieldError, FieldHint, FieldLabel } from "../field";
import { Combobox, type ComboboxProps, type ComboboxSize } from "./combobox";
import { countryOptions } from "./combobox.fixtures";
import { expectRequiredWithError } from "../../stories/form-control-steps";
import { controlCatalog } from "../../stories/control-catalog";
import { componentDocs } from "../../stories/docs";
import { argControls } from "../../stories/arg-controls";

const sizes: readonly ComboboxSize[] = ["sm", "md", "lg"];
const states = ["empty", "chosen", "hover", "focus", "invalid", "disabled"] as const;

/** Countries in the story's language; the field's label is the caller's text. */
function CountryField({
  label = "Country",
  hint,
  error,
  required,
  ...props
}: Omit<ComboboxProps, "options"> & { label?: string; hint?: string; error?: string; required?: boolean }) {
  const { locale } = useDsLocale();
  return (
    <Field required={required} className="w-80">
      <FieldLabel>{label}</FieldLabel>
      <Combobox options={countryOptions(locale)} {...props} />
      <FieldHint>{hint}</FieldHint>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

const meta = {
  title: "Design System/Forms/Combobox",
  component: Combobox,
  tags: ["autodocs"],
  parameters: componentDocs(
    "A searchable select for long lists (countries, nationalities), after the ARIA 1.2 combobox pattern. " +
      "Typing filters (case and accent insensitive, Korean too, initials like ㄷㅎ included) and highlights the " +
      "best match; Down/Up open and move, Home/End jump while open, Enter picks, Escape closes and restores " +
      "the chosen name; emptying the input or the clear button clears the choice. Focus never leaves the input " +
      "(`aria-activedescendant`).",
  ),
  argTypes: argControls({
    radio: { size: sizes },
    boolean: ["disabled", "invalid"],
    text: ["placeholder"],
    none: ["options"],
  }),
  render: ({ options: _options, ...args }) => (
    <div className="h-96">
      <CountryField {...args} />
    </div>
  ),
  args: { options: countryOptions("en"), onValueChange: fn() },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type a few letters, Enter picks the highlighted best match. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await userEvent.type(input, "kor");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = canvas.getByRole("listbox", { name: "Country" });
    await expect(input).toHaveAttribute("aria-controls", listbox.id);
    const options = within(listbox).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual(["Korea, Republic of"]);
    await expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await expect(options[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveValue("Korea, Republic of");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).not.toHaveAttribute("aria-activedescendant");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("KR");
  },
};

/** Every prop on the controls panel. */
export const Playground: Story = {
  tags: ["no-visual"],
  args: { size: "md", disabled: false, invalid: false },
};

/** Down opens at the first country, the arrows move and wrap, Home/End jump, Escape closes and keeps the choice. */
export const Keyboard: Story = {
  args: { defaultValue: "FR" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    const active = () => document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.textContent;
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    // it opens on the chosen country
    await expect(active()).toBe("France");
    await userEvent.keyboard("{ArrowDown}");
    await expect(active()).toBe("Germany");
    await userEvent.keyboard("{End}");
    await expect(active()).toBe("Viet Nam");
    await userEvent.keyboard("{ArrowDown}");
    await expect(active()).toBe("Argentina");
    await userEvent.keyboard("{ArrowUp}");
    await expect(active()).toBe("Viet Nam");
    await userEvent.keyboard("{Home}");
    await expect(active()).toBe("Argentina");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue("France");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(input).toHaveValue("France");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await expect(input).toHaveValue("Germany");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("DE");
    await expect(input).toHaveFocus();
  },
};

/** Accents and case do not matter: "cote" finds Côte d'Ivoire, "TURK" finds Türkiye, "sao" São Tomé. */
export const AccentInsensitive: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    const names = () =>
      within(canvas.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent);
    await userEvent.type(input, "cote");
    await expect(names()).toEqual(["Côte d'Ivoire"]);
    await userEvent.clear(input);
    await userEvent.type(input, "TURK");
    await expect(names()).toEqual(["Türkiye"]);
    await userEvent.clear(input);
    await userEvent.type(input, "sao");
    await expect(names()).toEqual(["São Tomé and Príncipe"]);
    await userEvent.clear(input);
    // the Korean name is a keyword, so "일본" finds Japan on an English page
    await userEvent.type(input, "일본");
    await expect(names()).toEqual(["Japan"]);
  },
};

/** Nothing matches: the list closes and "No results found" is shown and announced. */
export const NoResults: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.type(input, "Atlantis");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByText("No results found", { selector: "p" })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="combobox"] [role="status"]')).toHaveTextContent(
      "No results found",
    );
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByText("No results found", { selector: "p" })).not.toBeInTheDocument();
    await expect(input).toHaveValue("");
  },
};

/** The clear button empties the choice and puts focus back in the input; so does deleting the text. */
export const Clear: Story = {
  args: { defaultValue: "JP" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toHaveValue("Japan");
    await userEvent.click(canvas.getByRole("button", { name: "Clear" }));
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole("button", { name: "Clear" })).not.toBeInTheDocument();
    await userEvent.type(input, "spa{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("ES");
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

/** Click opens the whole list; the pointer picks. */
export const PointerSelection: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await expect(within(canvas.getByRole("listbox")).getAllByRole("option")).toHaveLength(60);
    await userEvent.click(canvas.getByRole("option", { name: "Canada" }));
    await expect(input).toHaveValue("Canada");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("CA");
    await expect(input).toHaveFocus();
  },
};

/** Leaving with half-typed text restores the chosen country. */
export const BlurRestores: Story = {
  args: { defaultValue: "TH" },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await userEvent.keyboard("{End}{Backspace}{Backspace}");
    await expect(input).toHaveValue("Thaila");
    await userEvent.tab();
    await expect(input).toHaveValue("Thailand");
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The list open with the chosen country checked, for the picture. */
export const Open: Story = {
  args: { defaultValue: "CA" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    const listbox = canvas.getByRole("listbox");
    await expect(within(listbox).getByRole("option", { name: "Chile" })).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
  },
};

/** Required, with an error: wired by the Field like every control. */
export const Invalid: Story = {
  args: { required: true, error: "This is a required field.", hint: "As on your passport" } as Story["args"],
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Country required" });
    await expectRequiredWithError(input, "As on your passport This is a required field.");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "KR" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: "Country" });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "Clear" })).not.toBeInTheDocument();
  },
};

/** Korean page: Korean names sorted in Korean order; syllables, initials (ㄷㅁ) and English names all find. */
export const Korean: Story = {
  globals: { locale: "ko" },
  args: { label: "국적" } as Story["args"],
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole("combobox", { name: "국적" });
    await expect(input).toHaveAttribute("placeholder", "검색어를 입력하세요");
    const names = () =>
      within(canvas.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent);
    await userEvent.type(input, "대한");
    await expect(names()).toEqual(["대한민국"]);
    await userEvent.clear(input);
    // initials: 대만 (ㄷㅁ) and 덴마크 (ㄷㅁㅋ)
    await userEvent.type(input, "ㄷㅁ");
    await expect(names()).toEqual(["대만", "덴마크"]);
    await userEvent.clear(input);
    await userEvent.type(input, "japan{Enter}");
    await expect(input).toHaveValue("일본");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("JP");
    await userEvent.clear(input);
    await userEvent.type(input, "없는나라");
    await expect(canvas.getByText("검색 결과가 없습니다", { selector: "p" })).toBeVisible();
  },
};

/** Sizes x states, hover and focus forced: the same tokens as the input. */
export const Catalog: Story = controlCatalog({
  prefix: "combobox",
  role: "combobox",
  states,
  sizes,
  restingState: "chosen",
  renderControl: (cell, state) => (
    <Combobox
      {...cell}
      options={countryOptions("en")}
      defaultValue={state === "empty" ? null : "KR"}
      invalid={state === "invalid"}
      disabled={state === "disabled"}
    />
  ),
});
