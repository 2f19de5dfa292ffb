import { type Review, type ReviewFields, ReviewSchema } from "@contracts/reviews";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { reviewPath } from "./paths";
import { useRevalidateReviews } from "./revalidate";

/** `PUT /reviews/{id}` (own only; another member's answers 404). Errors are the form's to show. */
export async function updateReview(area: Area, id: number, body: ReviewFields): Promise<Review> {
  const res = await request(reviewPath(id), {
    method: "PUT",
    schema: ReviewSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

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
