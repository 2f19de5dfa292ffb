import { Price, type PriceSize, formatPrice } from "@ds";
import type { Currency } from "@contracts/money";
import { useExchangeRates } from "@lib/money/use-exchange-rates";
import { useCurrency } from "@lib/session/use-session";
import { shownPrice } from "../model/price";
import { useCatalogText } from "./use-catalog-text";

export type PriceTagProps = {
  amount: number;
  /** The currency the amount is sold in; the tag shows it in the session currency. */
  currency: Currency;
  from?: boolean;
  size?: PriceSize;
};

/** A price in the visitor's currency, noting the price it is sold at when that is another currency. */
export function PriceTag({ amount, currency, from = false, size = "md" }: PriceTagProps) {
  const { t, lang } = useCatalogText();
  const rates = useExchangeRates();
  const shown = shownPrice(amount, currency, useCurrency(), rates);
  return (
    <span className="inline-flex flex-col">
      <Price amount={shown.amount} currency={shown.currency} from={from} size={size} />
      {shown.original && (
        <span className="text-xs text-muted-foreground">
          {t("card.soldIn", {
            currency: shown.original.currency,
            price: formatPrice(shown.original.amount, shown.original.currency, lang),
          })}
        </span>
      )}
    </span>
  );
}
