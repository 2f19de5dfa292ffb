import type { Review } from "@contracts/reviews";
import { Badge, RatingDisplay } from "@ds";
import { formatDate } from "@lib/format/format";
import type { ReactNode } from "react";
import { useReviewsText } from "./use-reviews-text";

export type ReviewCardProps = {
  review: Review;
  /** The title's heading level in the page's outline. */
  headingLevel?: "h2" | "h3";
  /** Above the stars: which product (the member's own list). */
  product?: ReactNode;
  /** The helpful vote or count. */
  helpful?: ReactNode;
  /** Edit and delete, for the member's own review. */
  actions?: ReactNode;
};

/**
 * One review: stars, title, the masked author and the day, the text as written, and its helpful votes. A review the
 * shop hid (only its author still sees it) says so, with the shop's reason.
 */
export function ReviewCard({ review, headingLevel: Heading = "h3", product, helpful, actions }: ReviewCardProps) {
  const { t, lang } = useReviewsText();
  const titleId = `review-${review.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-mine={review.mine || undefined}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 data-mine:border-primary"
    >
      {product}
      <div className="flex flex-wrap items-center gap-2">
        <RatingDisplay value={review.rating} size="sm" />
        {review.mine && (
          <Badge size="sm" variant="primary">
            {t("shared.yourReview")}
          </Badge>
        )}
        {review.hidden && (
          <Badge size="sm" variant="warning">
            {t("shared.hidden")}
          </Badge>
        )}
      </div>
      {review.hidden && (
        <p className="rounded-md border border-border bg-muted p-3 text-sm text-foreground">
          {t("shared.hiddenReason", { reason: review.hidden_reason })}
        </p>
      )}
      <Heading id={titleId} className="text-base font-semibold text-foreground">
        {review.title}
      </Heading>
      <p className="text-sm text-muted-foreground">
        {review.author} · {formatDate(review.created_at, lang)}
      </p>
      {/* plain text as written: blank lines stay paragraphs, nothing is read as HTML */}
      <p className="text-sm leading-6 whitespace-pre-line text-foreground">{review.content}</p>
      {(helpful || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
          <div>{helpful}</div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
    </article>
  );
}
