import { LANGUAGES } from "../../../locales/languages";
import { createLazySelect, type LazySelectProps } from "../select/lazy-select";
import type { LanguageSelectProps } from "./language-select";
import { LanguageFlag } from "./language-flag";

const lazy = createLazySelect<LanguageSelectProps>({
  load: () => import("./language-select").then((module) => module.LanguageSelect),
  slot: "language-select",
  label: (messages) => messages.forms.languageSelect.label,
  ownProps: ["languages"],
  renderValue: (code, { languages = LANGUAGES }) => {
    const chosen = languages.find((entry) => entry.code === code);
    return (
      chosen && (
        <span className="flex items-center gap-2">
          <LanguageFlag src={chosen.flag} />
          <span lang={chosen.code}>{chosen.name}</span>
        </span>
      )
    );
  },
});

export type LazyLanguageSelectProps = LazySelectProps<LanguageSelectProps>;

/**
 * The language select for a page's first paint (see createLazySelect): the closed trigger, flag and the language's
 * own name, drawn without Radix Select until the real select arrives.
 */
export const LazyLanguageSelect = lazy.LazySelect;
/** Fetches the real language select; safe to call any number of times. */
export const loadLanguageSelect = lazy.loadSelect;
