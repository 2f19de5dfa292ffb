import { FeaturePage, LoadError, SignedOut } from "@blocks/feature-kit";
import type { Review, ReviewFields } from "@contracts/reviews";
import { Button, ButtonLink, EmptyState, Skeleton, toast } from "@ds";
import { confirmReviewDelete } from "../components/confirm-delete";
import { HttpError } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useIsLoggedIn } from "@lib/session/use-session";
import { SearchX, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useDeleteReview } from "../api/delete-review";
import { useReview } from "../api/get-review";
import { useUpdateReview } from "../api/update-review";
import { BookingHeading } from "../components/booking-heading";
import { ReviewForm } from "../components/review-form";
import { useReviewsText } from "../components/use-reviews-text";
import { failureText } from "../model/failure";
import { reviewFormValues } from "../model/review-form";

export type EditReviewScreenProps = {
  reviewId: number;
  /** The changes are saved: the site shows the review where it lives. */
  onDone: (review: Review) => void;
  /** The review is deleted: the site leaves the page (the member's list). */
  onDeleted: () => void;
  paths: { myReviews: string };
  area?: Area;
};

/** `/user/review/{reviewId}` (member): changes one of the member's reviews, or deletes it. */
export function EditReviewScreen({ reviewId, onDone, onDeleted, paths, area = "member" }: EditReviewScreenProps) {
  const { t } = useReviewsText();
  const loggedIn = useIsLoggedIn(area);
  return (
    <FeaturePage title={t("edit.heading")}>
      {loggedIn ? (
        <EditReview reviewId={reviewId} onDone={onDone} onDeleted={onDeleted} paths={paths} area={area} />
      ) : (
        <SignedOut t={t} />
      )}
    </FeaturePage>
  );
}

function EditReview({ reviewId, onDone, onDeleted, paths, area = "member" }: EditReviewScreenProps) {
  const { t, lang } = useReviewsText();
  const review = useReview(area, reviewId, lang);
  const update = useUpdateReview(area, reviewId);
  const remove = useDeleteReview(area);
  const [gone, setGone] = useState(false);

  if (review.error && !review.data) {
    if (review.error instanceof HttpError && review.error.status === 404) {
      return (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          titleAs="h2"
          title={t("messages.review.notFound")}
          description={t("edit.notFound")}
          action={
            <ButtonLink asChild intent="outline">
              <Link to={paths.myReviews}>{t("write.myReviews")}</Link>
            </ButtonLink>
          }
        />
      );
    }
    return (
      <LoadError
        t={t}
        describe={failureText}
        title={t("edit.error")}
        error={review.error}
        onRetry={() => void review.mutate()}
      />
    );
  }
  if (gone) {
    // the reloaded review would now be "not found": the page says what happened until the site moves on
    return (
      <EmptyState
        icon={<Trash2 aria-hidden="true" />}
        titleAs="h2"
        title={t("shared.deleted")}
        role="status"
        action={
          <ButtonLink asChild intent="outline">
            <Link to={paths.myReviews}>{t("write.myReviews")}</Link>
          </ButtonLink>
        }
      />
    );
  }
  if (!review.data) return <Skeleton shape="block" srLabel={t("shared.loading")} shapeClassName="h-64" />;

  const submit = async (fields: ReviewFields) => {
    onDone(await update.trigger(fields));
  };

  async function askAndDelete() {
    const yes = await confirmReviewDelete(t);
    if (!yes) return;
    try {
      await remove.trigger(reviewId);
      setGone(true);
      onDeleted();
    } catch (error) {
      toast.error(failureText(error, t));
    }
  }

  return (
    <>
      <BookingHeading productName={review.data.product_name} />
      <ReviewForm
        key={review.data.id}
        defaultValues={reviewFormValues(review.data)}
        submitLabel={t("form.save")}
        onSubmit={submit}
        secondary={
          <Button intent="outline" loading={remove.isMutating} onClick={() => void askAndDelete()}>
            <Trash2 aria-hidden="true" />
            {t("shared.delete")}
          </Button>
        }
      />
    </>
  );
}
