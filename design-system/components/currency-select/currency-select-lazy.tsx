import { lazy } from "react";
import { useDsLocale } from "../../i18n";
import { registerLazyPart } from "../../lib/lazy-parts";
import { SelectSuspense, type SelectPreload } from "../select/select-suspense";
import type * as CurrencySelectModule from "./currency-select";
import type { CurrencySelectProps } from "./currency-select";

let requested: Promise<typeof CurrencySelectModule> | undefined;
let arrived: typeof CurrencySelectModule | undefined;

/** Fetches the real currency select's code; safe to call any number of times. */
export function loadCurrencySelect(): Promise<typeof CurrencySelectModule> {
  requested ??= import("./currency-select").then(
    (module) => {
      arrived = module;
      return module;
    },
    (error: unknown) => {
      requested = undefined;
      throw error;
    },
  );
  return requested;
}

const CurrencySelectLazy = lazy(() => loadCurrencySelect().then((module) => ({ default: module.CurrencySelect })));
registerLazyPart("currency-select", loadCurrencySelect);

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
