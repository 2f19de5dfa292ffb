import { ListSkeleton, PageFailure } from "@blocks/feature-kit";
import { EmptyState, RatingDisplay, StatusBadge } from "@ds";
import { formatDate } from "@lib/format/format";
import { MessageSquareOff } from "lucide-react";
import { useId } from "react";
import { useProductReviews } from "../api/products";
import { failureText } from "../model/messages";
import { useProductsText } from "./use-products-text";

/**
 * The product's reviews, newest first: rating, title, words, author and day, and whether an operator hid it (with
 * the reason). Hiding one is done on the reviews' own screen.
 */
export function ReviewsSection({ productId }: { productId: number }) {
  const { t, lang } = useProductsText();
  const titleId = useId();
  const reviews = useProductReviews(productId);

  let body;
  if (reviews.error)
    body = (
      <PageFailure
        t={t}
        describe={failureText}
        title={t("reviews.loadError")}
        error={reviews.error}
        onRetry={() => void reviews.mutate()}
      />
    );
  else if (!reviews.data) body = <ListSkeleton label={t("shared.loading")} rows={["h-20", "h-20"]} />;
  else if (reviews.data.length === 0)
    body = (
      <EmptyState
        icon={<MessageSquareOff aria-hidden="true" />}
        titleAs="h3"
        title={t("reviews.empty.title")}
        description={t("reviews.empty.body")}
      />
    );
  else
    body = (
      <ul className="flex flex-col gap-3">
        {reviews.data.map((review) => (
          <li key={review.id} className="flex flex-col gap-1 rounded-lg border border-border p-4">
            <span className="flex flex-wrap items-center gap-3">
              <RatingDisplay value={review.rating} size="sm" />
              <span className="font-medium">{review.title}</span>
              {review.hidden && <StatusBadge size="sm" tone="warning" label={t("reviews.hidden")} />}
            </span>
            <p className="text-sm whitespace-pre-line">{review.content}</p>
            <span className="text-xs text-muted-foreground">
              {t("reviews.by", { name: review.author, date: formatDate(review.created_at, lang) })}
            </span>
            {review.hidden && review.hidden_reason && (
              <span className="text-xs text-muted-foreground">
                {t("reviews.reason", { reason: review.hidden_reason })}
              </span>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t("reviews.title")}
      </h2>
      {body}
    </section>
  );
}
