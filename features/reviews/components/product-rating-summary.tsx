import { TextLink } from "@blocks/feature-kit";
import { RatingDisplay, Skeleton } from "@ds";
import { useRatingSummary } from "../api/rating-summary";
import { useReviewsText } from "./use-reviews-text";

export type ProductRatingSummaryProps = {
  productId: number;
  /** The product's reviews page (`/product/{id}/review` in the shop). */
  reviewsPath: string;
};

/**
 * For the product page, beside its title: the average in stars and digits, how many reviews, and the way to read
 * them. Quiet on failure: the product page stands without it.
 */
export function ProductRatingSummary({ productId, reviewsPath }: ProductRatingSummaryProps) {
  const { t, lang } = useReviewsText();
  const summary = useRatingSummary(productId);
  if (summary.error) return null;
  if (!summary.data) return <Skeleton shapeClassName="h-5 w-48" srLabel={t("shared.loading")} />;
  const { average, count } = summary.data;
  return (
    <p data-slot="product-rating-summary" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {count > 0 ? (
        <span className="inline-flex items-center gap-1.5">
          {/* the exact average in digits: the stars round to the nearest half */}
          <span className="font-semibold text-foreground tabular-nums">
            <span className="sr-only">{t("product.averageLabel")} </span>
            {new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average)}
          </span>
          <RatingDisplay value={average} count={count} size="sm" />
        </span>
      ) : (
        <span className="text-muted-foreground">{t("summary.none")}</span>
      )}
      <TextLink to={reviewsPath}>{count > 0 ? t("summary.read") : t("summary.open")}</TextLink>
    </p>
  );
}
