import { useDsLocale } from "../../i18n";
import { lazyModule } from "../../lib/lazy-part";
import { lazySelect } from "../select/lazy-select";
import type { SelectPreload } from "../select/select-suspense";
import type * as CurrencySelectModule from "./currency-select";
import type { CurrencySelectProps } from "./currency-select";

const part = lazyModule(() => import("./currency-select"));

/** Fetches the real currency select's code; safe to call any number of times. */
export const loadCurrencySelect: () => Promise<typeof CurrencySelectModule> = part.load;

const LazySelect = lazySelect(part, (module) => module.CurrencySelect, "currency-select");

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
  const code = props.value ?? props.defaultValue;
  const label = code && messages.forms.currencySelect[code];
  return (
    <LazySelect
      props={props}
      preload={preload}
      label={messages.forms.currencySelect.label}
      chosen={label}
      sizer={label}
    />
  );
}
