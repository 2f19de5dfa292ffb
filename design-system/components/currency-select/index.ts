export { CURRENCIES, CurrencySelect } from "./currency-select";
export type { Currency, CurrencySelectProps } from "./currency-select";
export { LazyCurrencySelect, loadCurrencySelect } from "./currency-select-lazy";
export type { LazyCurrencySelectProps } from "./currency-select-lazy";
