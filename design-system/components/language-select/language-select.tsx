import { type LanguageEntry, LANGUAGES } from "../../../locales/languages";
import { useDsLocale } from "../../i18n";
import { Select, SelectItem, type SelectProps } from "../select";
import { useSelectName } from "../select/lazy-select";
import { LanguageLabel } from "./language-label";

export type LanguageSelectProps = Omit<SelectProps, "children" | "renderValue"> & {
  /** The languages offered; defaults to the product's list (spec point 9, Russian once). */
  languages?: readonly LanguageEntry[];
};

/**
 * Picks a UI language: each entry shows its flag and its own name (a Korean visitor finds "한국어", a Japanese one
 * "日本語", whatever language the page is in). The value is the language code (`ko`, `zh-CN`...).
 * Without a label it is named "Language" in the page's language.
 */
export function LanguageSelect({ languages = LANGUAGES, ...props }: LanguageSelectProps) {
  const { messages } = useDsLocale();
  const name = useSelectName(props, messages.forms.languageSelect.label);
  return (
    <Select
      itemsWhenIdle
      data-slot="language-select"
      aria-label={name}
      renderValue={(code) => {
        const chosen = languages.find((language) => language.code === code);
        return chosen && <LanguageLabel language={chosen} />;
      }}
      {...props}
    >
      {languages.map((language) => (
        // type-ahead matches the language's name ("D" finds Deutsch), not the flag in front of it
        <SelectItem key={language.code} value={language.code} textValue={language.name}>
          <LanguageLabel language={language} />
        </SelectItem>
      ))}
    </Select>
  );
}
