import type { Review, ReviewFields } from "@contracts/reviews";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { reviewPath } from "./paths";
import { useRevalidateReviews } from "./revalidate";
import { sendReview } from "./send-review";

/** `PUT /reviews/{id}` (own only; another member's answers 404). Errors are the form's to show. */
export const updateReview = (area: Area, id: number, body: ReviewFields): Promise<Review> =>
  sendReview(area, reviewPath(id), "PUT", body);

export function useUpdateReview(area: Area, id: number) {
  const revalidate = useRevalidateReviews();
  return useSWRMutation<Review, Error, readonly [string, Area, number, "update"], ReviewFields>(
    [reviewPath(id), area, id, "update"] as const,
    async (_key, { arg }) => {
      const review = await updateReview(area, id, arg);
      await revalidate();
      return review;
    },
  );
}
