import { useDsLocale } from "../../i18n";
import { Select, SelectItem, type SelectProps } from "../select";
import { useSelectName } from "../select/lazy-select";

/** The currencies the product shows prices in (spec: USD, the default, and KRW). */
export const CURRENCIES = ["USD", "KRW"] as const;
export type Currency = (typeof CURRENCIES)[number];

export type CurrencySelectProps = Omit<
  SelectProps,
  "children" | "value" | "defaultValue" | "onValueChange" | "renderValue"
> & {
  value?: Currency;
  defaultValue?: Currency;
  onValueChange?: (currency: Currency) => void;
};

function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** Picks the display currency: "USD ($)" or "KRW (₩)", labels from the locale. Without a label it is named "Currency". */
export function CurrencySelect({ onValueChange, ...props }: CurrencySelectProps) {
  const { messages } = useDsLocale();
  const name = useSelectName(props, messages.forms.currencySelect.label);
  return (
    <Select
      itemsWhenIdle
      data-slot="currency-select"
      aria-label={name}
      onValueChange={(value) => {
        if (isCurrency(value)) onValueChange?.(value);
      }}
      renderValue={(value) => (isCurrency(value) ? messages.forms.currencySelect[value] : undefined)}
      {...props}
    >
      {CURRENCIES.map((currency) => (
        <SelectItem key={currency} value={currency}>
          {messages.forms.currencySelect[currency]}
        </SelectItem>
      ))}
    </Select>
  );
}
