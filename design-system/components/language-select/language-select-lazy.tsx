import { lazy } from "react";
import { LANGUAGES } from "../../../locales/languages";
import { useDsLocale } from "../../i18n";
import { lazyModule } from "../../lib/lazy-part";
import { SelectStandIn, SelectSuspense, type SelectPreload, useSelectStandIn } from "../select/select-suspense";
import { LanguageLabel } from "./language-label";
import type * as LanguageSelectModule from "./language-select";
import type { LanguageSelectProps } from "./language-select";

const part = lazyModule(() => import("./language-select"));

/** Fetches the real language select's code; safe to call any number of times. */
export const loadLanguageSelect: () => Promise<typeof LanguageSelectModule> = part.load;

const LanguageSelectLazy = lazy(() => loadLanguageSelect().then((module) => ({ default: module.LanguageSelect })));

export type LazyLanguageSelectProps = LanguageSelectProps & {
  /** In a page the browser renders itself: when to fetch the select (see SelectSuspense); at once without it. */
  preload?: SelectPreload;
};

/**
 * LanguageSelect with its code (Radix Select) loaded on demand, for headers. A page rendered on the server carries
 * the select's stand-in, the same trigger without Radix (SelectStandIn): the real select takes its place when the
 * visitor reaches for it (a pointer over it, a press, the focus) and its code has arrived. A page the browser renders
 * itself shows the trigger's box until `preload` fetches the select (SelectSuspense).
 */
export function LazyLanguageSelect({ preload, ...props }: LazyLanguageSelectProps) {
  const { messages } = useDsLocale();
  const standIn = useSelectStandIn(loadLanguageSelect);
  const arrived = part.arrived();
  if (standIn.standIn) {
    const code = props.value ?? props.defaultValue;
    const chosen = (props.languages ?? LANGUAGES).find((language) => language.code === code);
    return (
      <SelectStandIn
        slot="language-select"
        size={props.size}
        className={props.className}
        disabled={props.disabled}
        aria-label={props["aria-label"] ?? messages.forms.languageSelect.label}
        {...standIn.props}
      >
        {chosen && <LanguageLabel language={chosen} />}
      </SelectStandIn>
    );
  }
  const shown = {
    ...props,
    defaultOpen: props.defaultOpen || standIn.open,
    autoFocus: props.autoFocus || standIn.focus,
  };
  return (
    <SelectSuspense
      load={loadLanguageSelect}
      loaded={arrived !== undefined}
      preload={preload}
      size={props.size}
      className={props.className}
    >
      {/* the code is here (the visitor reached for the stand-in, or a header mounted again): the select, at once */}
      {arrived ? <arrived.LanguageSelect {...shown} /> : <LanguageSelectLazy {...shown} />}
    </SelectSuspense>
  );
}
