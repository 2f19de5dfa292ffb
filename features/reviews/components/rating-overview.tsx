import type { RatingSummary } from "@contracts/reviews";
import { RatingDisplay } from "@ds";
import { distributionRows } from "../model/distribution";
import { useReviewsText } from "./use-reviews-text";

/** The product's average (one decimal) in stars and digits, how many reviews, and a bar per star count. */
export function RatingOverview({ summary }: { summary: RatingSummary }) {
  const { t, lang } = useReviewsText();
  const average = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  return (
    <section
      aria-labelledby="rating-overview-heading"
      className="grid gap-6 rounded-lg border border-border bg-surface p-5 sm:grid-cols-[12rem_minmax(0,1fr)]"
    >
      <h2 id="rating-overview-heading" className="sr-only">
        {t("product.summaryHeading")}
      </h2>
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold text-foreground tabular-nums">
          <span className="sr-only">{t("product.averageLabel")} </span>
          {average}
        </p>
        <RatingDisplay value={summary.average} size="md" />
        <p className="text-sm text-muted-foreground">{t("product.count", { count: summary.count })}</p>
      </div>
      <ul aria-label={t("product.distributionLabel")} className="flex flex-col gap-1.5">
        {distributionRows(summary).map((row) => (
          <li key={row.stars} className="grid grid-cols-[4.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm">
            <span className="text-foreground">{t("product.starsRow", { count: row.stars })}</span>
            <span aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
              <span className="block h-full rounded-full bg-primary" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="text-right text-muted-foreground tabular-nums">{row.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
