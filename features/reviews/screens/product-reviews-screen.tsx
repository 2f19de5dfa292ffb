import { FeaturePage, TextLink } from "@blocks/feature-kit";
import { type ReviewSort, ReviewSortSchema } from "@contracts/reviews";
import { cn } from "@ds";
import type { Area } from "@lib/session/areas";
import { ArrowLeft, MessageSquareText } from "lucide-react";
import { useState } from "react";
import { useProductReviews } from "../api/product-reviews";
import { HelpfulButton } from "../components/helpful-button";
import { OwnReviewActions } from "../components/own-review-actions";
import { RatingOverview } from "../components/rating-overview";
import { ReviewCard } from "../components/review-card";
import { ReviewList } from "../components/review-list";
import { useReviewsText } from "../components/use-reviews-text";

export type ProductReviewsPaths = {
  /** The product's own page ("Back to the product"). */
  product: (productId: number) => string;
  /** The edit page of one of the member's reviews. */
  editReview: (reviewId: number) => string;
};

export type ProductReviewsScreenProps = {
  productId: number;
  paths: ProductReviewsPaths;
  /** A guest pressed "Helpful": the site asks them to sign in. */
  onNeedSignIn: () => void;
  area?: Area;
};

const SORTS: readonly ReviewSort[] = ReviewSortSchema.options;

/**
 * `/product/{productId}/review` (public): the average with its stars and count, the spread by stars, and the
 * reviews sorted by latest, most helpful or rating, a page at a time. Members vote "helpful" (a guest is asked to
 * sign in) and find their own reviews marked, with edit and delete.
 */
export function ProductReviewsScreen({ productId, paths, onNeedSignIn, area = "member" }: ProductReviewsScreenProps) {
  const { t, lang } = useReviewsText();
  const [sort, setSort] = useState<ReviewSort>("latest");
  const [page, setPage] = useState(1);
  const list = useProductReviews(area, productId, sort, page, lang);
  const productName = list.data?.rows[0]?.product_name;

  return (
    <FeaturePage
      title={productName ? t("product.headingOf", { name: productName }) : t("product.heading")}
      aside={
        <TextLink to={paths.product(productId)} className="inline-flex items-center gap-1 text-sm">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("product.back")}
        </TextLink>
      }
    >
      <ReviewList
        list={list}
        errorTitle={t("product.error")}
        skeletonRows={["h-36", "h-32"]}
        isEmpty={(data) => data.summary.count === 0}
        empty={{
          icon: <MessageSquareText aria-hidden="true" />,
          titleAs: "h2",
          title: t("product.empty.title"),
          description: t("product.empty.description"),
        }}
        around={(data, rows) => (
          <>
            <RatingOverview summary={data.summary} />
            <section aria-labelledby="product-reviews-heading" className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="product-reviews-heading" className="text-lg font-semibold text-foreground">
                  {t("product.listHeading")}
                </h2>
                <div role="group" aria-label={t("product.sortLabel")} className="flex flex-wrap gap-2">
                  {SORTS.map((value) => (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={value === sort}
                      onClick={() => {
                        setSort(value);
                        setPage(1);
                      }}
                      className={cn(
                        "h-8 rounded-full border px-3 text-sm transition-colors duration-fast ease-standard",
                        "outline-hidden focus-visible:shadow-focus",
                        value === sort
                          ? "border-primary bg-primary text-primary-foreground"
                          : "border-input bg-surface text-foreground hover:bg-hover",
                      )}
                    >
                      {t(`product.sort.${value}`)}
                    </button>
                  ))}
                </div>
              </div>
              {rows}
            </section>
          </>
        )}
        row={(review) => (
          <ReviewCard
            review={review}
            helpful={<HelpfulButton review={review} onNeedSignIn={onNeedSignIn} area={area} />}
            actions={
              review.mine ? (
                <OwnReviewActions
                  reviewId={review.id}
                  title={review.title}
                  editPath={paths.editReview(review.id)}
                  area={area}
                />
              ) : undefined
            }
          />
        )}
        page={page}
        onPageChange={setPage}
        pagesLabel={t("product.pages")}
      />
    </FeaturePage>
  );
}
