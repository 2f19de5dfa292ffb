import { type RatingSummary, RatingSummarySchema } from "@contracts/reviews";
import { request } from "@lib/http/client";
import useSWR from "swr";
import { productReviewsPath } from "./paths";

export const ratingSummaryKey = (productId: number) => ["rating-summary", productId] as const;

/** `GET /products/{id}/reviews/summary` (public): the product page's stars; quiet, the page stands without it. */
export async function fetchRatingSummary(productId: number): Promise<RatingSummary> {
  const res = await request(`${productReviewsPath(productId)}/summary`, {
    schema: RatingSummarySchema,
    errorToast: false,
  });
  return res.data;
}

export function useRatingSummary(productId: number) {
  return useSWR<RatingSummary, Error>(ratingSummaryKey(productId), () => fetchRatingSummary(productId));
}
