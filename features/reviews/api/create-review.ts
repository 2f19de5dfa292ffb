import type { CreateReviewBody, Review } from "@contracts/reviews";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { REVIEWS_PATH } from "./paths";
import { useRevalidateReviews } from "./revalidate";
import { sendReview } from "./send-review";

/**
 * `POST /reviews`: 409 when the booking is not completed or already reviewed, 404 when it is not the member's.
 * The form shows every error itself (beside its field or as its own alert), so the transport shows no toast; a
 * 401 still clears the session and the site's guard asks the person to sign in again.
 */
export const createReview = (area: Area, body: CreateReviewBody): Promise<Review> =>
  sendReview(area, REVIEWS_PATH, "POST", body);

export function useCreateReview(area: Area) {
  const revalidate = useRevalidateReviews();
  return useSWRMutation<Review, Error, readonly [string, Area, "create"], CreateReviewBody>(
    [REVIEWS_PATH, area, "create"] as const,
    async (_key, { arg }) => {
      const review = await createReview(area, arg);
      await revalidate();
      return review;
    },
  );
}
