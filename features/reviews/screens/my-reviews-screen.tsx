import { FeaturePage, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import { ButtonLink, Skeleton } from "@ds";
import { formatDate } from "@lib/format/format";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { MessageSquareText, PenLine } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useCompletedBookings } from "../api/completed-bookings";
import { useMyReviews } from "../api/my-reviews";
import { HelpfulCount } from "../components/helpful-button";
import { OwnReviewActions } from "../components/own-review-actions";
import { ReviewCard } from "../components/review-card";
import { ReviewList } from "../components/review-list";
import { useReviewsText } from "../components/use-reviews-text";
import { waitingForReview } from "../model/bookings";

export type MyReviewsPaths = {
  writeReview: (productId: number, reservationId: number) => string;
  editReview: (reviewId: number) => string;
  productReviews: (productId: number) => string;
};

export type MyReviewsScreenProps = { paths: MyReviewsPaths; area?: Area };

/**
 * `/user/review` (member): the trips waiting for a review, each with the way to write it, then the member's own
 * reviews a page at a time, with edit and delete.
 */
export function MyReviewsScreen({ paths, area = "member" }: MyReviewsScreenProps) {
  const { t } = useReviewsText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("mine.heading")}>
      {loggedIn ? (
        <>
          <WaitingForReview paths={paths} area={area} />
          <MyReviewList paths={paths} area={area} />
        </>
      ) : (
        <SignedOut t={t} />
      )}
    </FeaturePage>
  );
}

function WaitingForReview({ paths, area }: { paths: MyReviewsPaths; area: Area }) {
  const { t, lang } = useReviewsText();
  const bookings = useCompletedBookings(area, lang);
  const waiting = bookings.data ? waitingForReview(bookings.data) : [];
  return (
    <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
      <h2 id="waiting-heading" className="text-lg font-semibold text-foreground">
        {t("mine.waiting.heading")}
      </h2>
      {bookings.error && !bookings.data ? (
        <LoadError
          t={t}
          describe={failureText}
          title={t("mine.waiting.error")}
          error={bookings.error}
          onRetry={() => void bookings.mutate()}
        />
      ) : !bookings.data ? (
        <Skeleton shape="block" shapeClassName="h-20" />
      ) : waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("mine.waiting.none")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {waiting.map((booking) => (
            <li
              key={`${booking.reservation_id}-${booking.product_id}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-4"
            >
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium text-foreground">{booking.product_name}</p>
                <p className="text-sm text-muted-foreground">
                  {t("shared.booking", { number: booking.reservation_number })} ·{" "}
                  {t("shared.departed", { date: formatDate(booking.departure_date, lang) })}
                </p>
              </div>
              <ButtonLink asChild size="sm">
                <Link
                  to={paths.writeReview(booking.product_id, booking.reservation_id)}
                  aria-label={`${t("mine.waiting.write")}: ${booking.product_name}`}
                >
                  <PenLine aria-hidden="true" />
                  {t("mine.waiting.write")}
                </Link>
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MyReviewList({ paths, area }: { paths: MyReviewsPaths; area: Area }) {
  const { t, lang } = useReviewsText();
  const [page, setPage] = useState(1);
  const list = useMyReviews(area, page, lang);
  return (
    <section aria-labelledby="my-reviews-heading" className="flex flex-col gap-3">
      <h2 id="my-reviews-heading" className="text-lg font-semibold text-foreground">
        {t("mine.list.heading")}
      </h2>
      <ReviewList
        list={list}
        errorTitle={t("mine.list.error")}
        skeletonRows={["h-32", "h-32"]}
        isEmpty={(data) => data.rows.length === 0}
        empty={{
          icon: <MessageSquareText aria-hidden="true" />,
          titleAs: "h3",
          title: t("mine.list.empty.title"),
          description: t("mine.list.empty.description"),
        }}
        row={(review) => (
          <ReviewCard
            review={review}
            product={
              <TextLink to={paths.productReviews(review.product_id)} className="self-start text-sm font-medium">
                {review.product_name}
              </TextLink>
            }
            helpful={<HelpfulCount count={review.helpful_count} />}
            actions={
              <OwnReviewActions
                reviewId={review.id}
                title={review.title}
                editPath={paths.editReview(review.id)}
                area={area}
              />
            }
          />
        )}
        page={page}
        onPageChange={setPage}
        pagesLabel={t("mine.list.pages")}
      />
    </section>
  );
}
