import type { Currency } from "@contracts/money";
import type { PriceBreakdown } from "@contracts/reservations";
import { FREE_LUGGAGE_PER_TRAVELER } from "@contracts/reservations";
import { formatPrice } from "@ds";
import { useToursText } from "./use-tours-text";

export type PricePanelProps = {
  price: PriceBreakdown;
  currency: Currency;
  travelers: number;
  luggage: number;
  /** One traveller's price, in `currency`. */
  unitPrice: number;
};

/** The booking's price as it stands: the tour per traveller, extra luggage when there is any, and the total. */
export function PricePanel({ price, currency, travelers, luggage, unitPrice }: PricePanelProps) {
  const { t, lang } = useToursText();
  const money = (amount: number) => formatPrice(amount, currency, lang);
  const extra = Math.max(0, luggage - travelers * FREE_LUGGAGE_PER_TRAVELER);
  return (
    <section
      aria-labelledby="tour-price-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h2 id="tour-price-heading" className="text-lg font-semibold text-foreground">
        {t("form.price.heading")}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t("form.price.tour", { count: travelers, price: money(unitPrice) })}</dt>
          <dd>{money(price.subtotal)}</dd>
        </div>
        {price.luggage_fee > 0 && (
          <div className="flex justify-between gap-4">
            <dt>{t("form.price.luggage", { count: extra })}</dt>
            <dd>{money(price.luggage_fee)}</dd>
          </div>
        )}
        <div
          className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold"
          aria-live="polite"
        >
          <dt>{t("form.price.total")}</dt>
          <dd>{money(price.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
