export { CURRENCIES, CurrencySelect } from "./currency-select";
export type { Currency, CurrencySelectProps } from "./currency-select";
