import { roundMoney } from "@contracts/money";
import type { Quotation } from "@contracts/quotations";
import { Price } from "@ds";
import { formatDate, formatPeriod } from "@lib/format/format";
import type { ReactNode } from "react";
import { useQuotationsText } from "./use-quotations-text";

/** The offer as the operator priced it: the trip, each dated option at its quoted price, the luggage fee, the total. */
export function QuotationOffer({ quotation }: { quotation: Quotation }) {
  const { t, lang } = useQuotationsText();
  const { currency } = quotation;
  return (
    <section aria-labelledby="quotation-offer-heading" className="flex flex-col gap-4">
      <h2 id="quotation-offer-heading" className="text-lg font-semibold text-foreground">
        {t("detail.offer")}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-border bg-surface p-4 text-sm sm:grid-cols-2">
        <Fact label={t("detail.departure")}>
          {formatDate(quotation.departure_date, lang, "weekday")} {quotation.departure_time}
        </Fact>
        <Fact label={t("detail.travelers")}>{t("detail.travelersCount", { count: quotation.travelers })}</Fact>
        <Fact label={t("detail.luggage")}>{t("detail.luggageCount", { count: quotation.luggage })}</Fact>
        <Fact label={t("detail.validUntil")}>{formatDate(quotation.valid_until, lang)}</Fact>
      </dl>
      <ul aria-label={t("detail.items")} className="flex flex-col gap-2">
        {quotation.items.map((item) => (
          <li
            key={`${item.product_option_id}-${item.option_start_date}`}
            className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-border bg-surface p-4 text-sm"
          >
            <div className="flex min-w-0 flex-col gap-0.5">
              <p className="font-medium text-foreground">{item.product_name}</p>
              <p className="text-foreground">{item.option_name}</p>
              <p className="text-muted-foreground">
                {formatPeriod(item.option_start_date, item.option_end_date, lang)}
              </p>
            </div>
            <div className="flex flex-col items-end gap-0.5">
              <p className="text-muted-foreground">
                <Price amount={item.unit_price} currency={currency} size="sm" /> × {item.quantity}
              </p>
              <Price amount={roundMoney(item.unit_price * item.quantity, currency)} currency={currency} size="md" />
            </div>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 rounded-lg border border-border bg-muted p-4 text-sm">
        <Line label={t("detail.subtotal")}>
          <Price amount={quotation.subtotal} currency={currency} size="sm" />
        </Line>
        <Line label={t("detail.luggageFee")}>
          <Price amount={quotation.luggage_fee} currency={currency} size="sm" />
        </Line>
        <Line label={t("detail.total")} strong>
          <Price amount={quotation.total} currency={currency} size="lg" />
        </Line>
      </dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium text-foreground">{children}</dd>
    </div>
  );
}

function Line({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div
      className={strong ? "flex items-baseline justify-between border-t border-border pt-2" : "flex justify-between"}
    >
      <dt className={strong ? "font-semibold text-foreground" : "text-muted-foreground"}>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
