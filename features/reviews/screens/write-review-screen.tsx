import { FeaturePage, LoadError, SignedOut, TextLink } from "@blocks/feature-kit";
import { failureText } from "../model/failure";
import { REVIEW_MESSAGES, type Review, type ReviewFields } from "@contracts/reviews";
import { ButtonLink, EmptyState, Skeleton } from "@ds";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { CalendarClock, MessageSquareCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { useCompletedBookings } from "../api/completed-bookings";
import { useCreateReview } from "../api/create-review";
import { BookingHeading } from "../components/booking-heading";
import { ReviewForm } from "../components/review-form";
import { useReviewsText } from "../components/use-reviews-text";
import { reviewableState } from "../model/bookings";
import { clearReviewDraft, readReviewDraft, saveReviewDraft } from "../model/draft";
import { hasMessage } from "../model/failure";
import { EMPTY_REVIEW, type ReviewFormValues } from "../model/review-form";

export type WriteReviewPaths = {
  /** The member's reviews, with the trips still waiting for one. */
  myReviews: string;
  editReview: (reviewId: number) => string;
};

export type WriteReviewScreenProps = {
  productId: number;
  /** The booking (reservation) the review is about. */
  reservationId: number;
  /** The review is saved: the site shows where it went (the product's reviews or the member's list). */
  onDone: (review: Review) => void;
  paths: WriteReviewPaths;
  area?: Area;
};

/**
 * `/product/review/{productId}/{bookingId}` (member): the review of one product of one completed booking. A
 * booking already reviewed, or not completed yet, says so with a way on instead of the form. What is typed is kept
 * for the session until the review is saved, so an error or an ended session loses nothing.
 */
export function WriteReviewScreen({
  productId,
  reservationId,
  onDone,
  paths,
  area = "member",
}: WriteReviewScreenProps) {
  const { t } = useReviewsText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("write.heading")}>
      {loggedIn ? (
        <WriteReview productId={productId} reservationId={reservationId} onDone={onDone} paths={paths} area={area} />
      ) : (
        <SignedOut t={t} />
      )}
    </FeaturePage>
  );
}

function WriteReview({ productId, reservationId, onDone, paths, area = "member" }: WriteReviewScreenProps) {
  const { t, lang } = useReviewsText();
  const bookings = useCompletedBookings(area, lang);
  const create = useCreateReview(area);
  const [draft] = useState(() => readReviewDraft(productId, reservationId) ?? EMPTY_REVIEW);
  // once saved, the page says so until the site moves on (the reloaded bookings would call it "already reviewed")
  const [saved, setSaved] = useState(false);
  const keepDraft = useCallback(
    (values: ReviewFormValues) => saveReviewDraft(productId, reservationId, values),
    [productId, reservationId],
  );

  if (saved) {
    return (
      <EmptyState
        icon={<MessageSquareCheck aria-hidden="true" />}
        titleAs="h2"
        title={t("write.saved.title")}
        description={t("write.saved.body")}
        role="status"
      />
    );
  }
  if (bookings.error && !bookings.data) {
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("write.error")}
        error={bookings.error}
        onRetry={() => void bookings.mutate()}
      />
    );
  }
  if (!bookings.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />;

  const state = reviewableState(bookings.data, productId, reservationId);
  if (state.kind === "reviewed") {
    return (
      <EmptyState
        icon={<MessageSquareCheck aria-hidden="true" />}
        titleAs="h2"
        title={t("messages.review.alreadyReviewed")}
        description={t("write.reviewed.body", { name: state.booking.product_name })}
        action={
          <>
            <ButtonLink asChild>
              <Link to={paths.editReview(state.reviewId)}>{t("write.reviewed.edit")}</Link>
            </ButtonLink>
            <ButtonLink asChild intent="outline">
              <Link to={paths.myReviews}>{t("write.myReviews")}</Link>
            </ButtonLink>
          </>
        }
      />
    );
  }
  if (state.kind === "notCompleted") {
    return (
      <EmptyState
        icon={<CalendarClock aria-hidden="true" />}
        titleAs="h2"
        title={t("messages.review.notCompleted")}
        description={t("write.notCompleted.body")}
        action={
          <ButtonLink asChild intent="outline">
            <Link to={paths.myReviews}>{t("write.myReviews")}</Link>
          </ButtonLink>
        }
      />
    );
  }

  const submit = async (fields: ReviewFields) => {
    const review = await create.trigger({ ...fields, product_id: productId, reservation_id: reservationId });
    clearReviewDraft(productId, reservationId);
    setSaved(true);
    onDone(review);
  };

  return (
    <>
      <BookingHeading
        productName={state.booking.product_name}
        reservationNumber={state.booking.reservation_number}
        departureDate={state.booking.departure_date}
      />
      <ReviewForm
        defaultValues={draft}
        submitLabel={t("form.submit")}
        onSubmit={submit}
        onValuesChange={keepDraft}
        failureAction={(error) =>
          hasMessage(error, REVIEW_MESSAGES.alreadyReviewed) || hasMessage(error, REVIEW_MESSAGES.notCompleted) ? (
            <TextLink to={paths.myReviews}>{t("write.myReviews")}</TextLink>
          ) : null
        }
      />
    </>
  );
}
