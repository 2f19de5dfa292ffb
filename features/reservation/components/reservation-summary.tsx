import type { Currency } from "@contracts/money";
import type { PriceBreakdown } from "@contracts/reservations";
import { Price, formatPrice } from "@ds";
import { formatNumber } from "@lib/format/format";
import type { BookingLine } from "../model/lines";
import { useReservationText } from "./use-reservation-text";

export type ReservationSummaryProps = {
  lines: readonly BookingLine[];
  travelers: number;
  breakdown: PriceBreakdown;
  currency: Currency;
  couponName?: string | null;
};

/**
 * The payment detail panel beside the steps (spec point 2: it stays in view past 440 px of scroll on desktop).
 * Sticky rather than fixed: it follows the page only inside its own column, so it never covers the form.
 */
export function ReservationSummary({ lines, travelers, breakdown, currency, couponName }: ReservationSummaryProps) {
  const { t, lang } = useReservationText();
  const money = (amount: number) => formatPrice(amount, currency, lang);
  return (
    <aside
      aria-labelledby="reservation-summary-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 lg:sticky lg:top-28"
    >
      <h2 id="reservation-summary-heading" className="text-lg font-semibold text-foreground">
        {t("form.summary.heading")}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3">
            <span className="min-w-0">
              <span className="block font-medium text-foreground">{line.productName}</span>
              <span className="text-muted-foreground">
                {line.optionName} × {formatNumber(line.quantity, lang)}
              </span>
            </span>
            <span className="shrink-0 tabular-nums">{money(line.price * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-border pt-3 text-sm">
        <Row label={t("form.summary.travelers")} value={travelers > 0 ? formatNumber(travelers, lang) : "—"} />
        <Row label={t("form.summary.subtotal")} value={money(breakdown.subtotal)} />
        <Row label={t("form.summary.luggageFee")} value={money(breakdown.luggage_fee)} />
        {breakdown.coupon_discount > 0 && (
          <Row
            label={couponName ? `${t("form.summary.coupon")} (${couponName})` : t("form.summary.coupon")}
            value={`−${money(breakdown.coupon_discount)}`}
          />
        )}
        {breakdown.points_used > 0 && (
          <Row
            label={t("form.summary.points", { points: formatNumber(breakdown.points_used, lang) })}
            value={`−${money(breakdown.points_value)}`}
          />
        )}
      </dl>
      <div className="flex items-baseline justify-between border-t border-border pt-3">
        <span className="font-semibold text-foreground">{t("form.summary.total")}</span>
        <Price amount={breakdown.total} currency={currency} size="lg" />
      </div>
    </aside>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums text-foreground">{value}</dd>
    </div>
  );
}
