import { lazy } from "react";
import { useDsLocale } from "../../i18n";
import { lazyModule } from "../../lib/lazy-part";
import { SelectStandIn, SelectSuspense, type SelectPreload, useSelectStandIn } from "../select/select-suspense";
import type * as CurrencySelectModule from "./currency-select";
import type { CurrencySelectProps } from "./currency-select";

const part = lazyModule(() => import("./currency-select"));

/** Fetches the real currency select's code; safe to call any number of times. */
export const loadCurrencySelect: () => Promise<typeof CurrencySelectModule> = part.load;

const CurrencySelectLazy = lazy(() => loadCurrencySelect().then((module) => ({ default: module.CurrencySelect })));

export type LazyCurrencySelectProps = CurrencySelectProps & {
  /** In a page the browser renders itself: when to fetch the select (see SelectSuspense); at once without it. */
  preload?: SelectPreload;
};

/**
 * CurrencySelect with its code (Radix Select) loaded on demand, for headers, as LazyLanguageSelect: a page rendered on
 * the server carries its stand-in until the visitor reaches for it; a page the browser renders itself keeps the
 * trigger's box, as wide as the chosen currency's label, until `preload` fetches the select.
 */
export function LazyCurrencySelect({ preload, ...props }: LazyCurrencySelectProps) {
  const { messages } = useDsLocale();
  const standIn = useSelectStandIn(loadCurrencySelect);
  const code = props.value ?? props.defaultValue;
  const label = code && messages.forms.currencySelect[code];
  const arrived = part.arrived();
  if (standIn.standIn) {
    return (
      <SelectStandIn
        slot="currency-select"
        size={props.size}
        className={props.className}
        disabled={props.disabled}
        aria-label={props["aria-label"] ?? messages.forms.currencySelect.label}
        {...standIn.props}
      >
        {label}
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
      load={loadCurrencySelect}
      loaded={arrived !== undefined}
      preload={preload}
      size={props.size}
      className={props.className}
      sizer={label}
    >
      {/* the code is here (the visitor reached for the stand-in, or a header mounted again): the select, at once */}
      {arrived ? <arrived.CurrencySelect {...shown} /> : <CurrencySelectLazy {...shown} />}
    </SelectSuspense>
  );
}
