import { LANGUAGES } from "../../../locales/languages";
import { useDsLocale } from "../../i18n";
import { lazyModule } from "../../lib/lazy-part";
import { lazySelect } from "../select/lazy-select";
import type { SelectPreload } from "../select/select-suspense";
import { LanguageLabel } from "./language-label";
import type * as LanguageSelectModule from "./language-select";
import type { LanguageSelectProps } from "./language-select";

const part = lazyModule(() => import("./language-select"));

/** Fetches the real language select's code; safe to call any number of times. */
export const loadLanguageSelect: () => Promise<typeof LanguageSelectModule> = part.load;

const LazySelect = lazySelect(part, (module) => module.LanguageSelect, "language-select");

export type LazyLanguageSelectProps = LanguageSelectProps & {
  /** In a page the browser renders itself: when to fetch the select (see SelectSuspense); at once without it. */
  preload?: SelectPreload;
};

/**
 * LanguageSelect with its code (Radix Select) loaded on demand, for headers (lazySelect): the server's page carries
 * its stand-in, showing the chosen language's flag and name, until the visitor reaches for it.
 */
export function LazyLanguageSelect({ preload, ...props }: LazyLanguageSelectProps) {
  const { messages } = useDsLocale();
  const code = props.value ?? props.defaultValue;
  const chosen = (props.languages ?? LANGUAGES).find((language) => language.code === code);
  return (
    <LazySelect
      props={props}
      preload={preload}
      label={messages.forms.languageSelect.label}
      chosen={chosen && <LanguageLabel language={chosen} />}
    />
  );
}
