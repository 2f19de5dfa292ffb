import { useDsLocale } from "../../i18n";
import { createLazySelect, type LazySelectProps } from "../select/lazy-select";
import type { CurrencySelectProps } from "./currency-select";

const lazy = createLazySelect<CurrencySelectProps>({
  load: () => import("./currency-select").then((module) => module.CurrencySelect),
  slot: "currency-select",
  label: (messages) => messages.forms.currencySelect.label,
  renderValue: (code) => <CurrencyValue code={code} />,
});

function CurrencyValue({ code }: { code: string }) {
  const { messages } = useDsLocale();
  return code === "USD" || code === "KRW" ? messages.forms.currencySelect[code] : null;
}

export type LazyCurrencySelectProps = LazySelectProps<CurrencySelectProps>;

/**
 * The currency select for a page's first paint (see createLazySelect): "USD ($)" or "KRW (₩)" in the closed
 * trigger, drawn without Radix Select until the real select arrives.
 */
export const LazyCurrencySelect = lazy.LazySelect;
/** Fetches the real currency select; safe to call any number of times. */
export const loadCurrencySelect = lazy.loadSelect;
