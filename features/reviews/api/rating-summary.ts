import type { RatingSummary } from "@contracts/reviews";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import useSWR from "swr";
import { productReviewsPath } from "./paths";

// the product page's stars arrive with the page; the schema loads with a read the browser makes itself
const SummarySchema = lazyParser<RatingSummary>(() => import("@contracts/reviews").then((m) => m.RatingSummarySchema));

export const ratingSummaryKey = (productId: number) => ["rating-summary", productId] as const;

/** `GET /products/{id}/reviews/summary` (public): the product page's stars; quiet, the page stands without it. */
export async function fetchRatingSummary(productId: number): Promise<RatingSummary> {
  const res = await request(`${productReviewsPath(productId)}/summary`, {
    schema: SummarySchema,
    errorToast: false,
  });
  return res.data;
}

export function useRatingSummary(productId: number) {
  return useSWR<RatingSummary, Error>(ratingSummaryKey(productId), () => fetchRatingSummary(productId));
}
