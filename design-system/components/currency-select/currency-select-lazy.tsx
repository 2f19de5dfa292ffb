import { lazy } from "react";
import { useDsLocale } from "../../i18n";
import { lazyPart } from "../../lib/lazy-parts";
import { SelectSuspense, type SelectPreload } from "../select/select-suspense";
import type * as CurrencySelectModule from "./currency-select";
import type { CurrencySelectProps } from "./currency-select";

const part = lazyPart("currency-select", () => import("./currency-select"));

/** Fetches the real currency select's code; safe to call any number of times. */
export const loadCurrencySelect: () => Promise<typeof CurrencySelectModule> = part.load;

const CurrencySelectLazy = lazy(() => loadCurrencySelect().then((module) => ({ default: module.CurrencySelect })));

export type LazyCurrencySelectProps = CurrencySelectProps & {
  /** In a page the browser renders itself: when to fetch the select (see SelectSuspense); at once without it. */
  preload?: SelectPreload;
};

/**
 * CurrencySelect with its code (Radix Select) loaded on demand, for headers: `React.lazy` in a Suspense boundary
 * (SelectSuspense). The server renders the real select; the browser hydrates it when its code has arrived. Until
 * then a page the browser renders itself keeps the trigger's box, as wide as the chosen currency's label.
 */
export function LazyCurrencySelect({ preload, ...props }: LazyCurrencySelectProps) {
  const { messages } = useDsLocale();
  const code = props.value ?? props.defaultValue;
  // The server's render notes this import on every page (sites/shell/module-notes.ts), so the page's HTML names the
  // select's chunk and it arrives with the page's own code: a press on the select finds it taken over.
  if (import.meta.env.SSR) void import("./currency-select");
  const arrived = part.arrived();
  return (
    <SelectSuspense
      load={loadCurrencySelect}
      loaded={arrived !== undefined}
      preload={preload}
      size={props.size}
      className={props.className}
      sizer={code && messages.forms.currencySelect[code]}
    >
      {/* the code is here (loaded before the take-over, or a header mounted again): the select itself, at once */}
      {arrived ? <arrived.CurrencySelect {...props} /> : <CurrencySelectLazy {...props} />}
    </SelectSuspense>
  );
}
