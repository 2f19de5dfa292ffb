import { PageMetaSchema } from "@contracts/envelope";
import {
  type RatingSummary,
  RatingSummarySchema,
  type Review,
  ReviewSchema,
  type ReviewSort,
} from "@contracts/reviews";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { productReviewsPath } from "./paths";

export const PRODUCT_REVIEWS_PAGE_SIZE = 10;

const ProductReviewsMetaSchema = PageMetaSchema.extend({ summary: RatingSummarySchema });
export type ProductReviewsPage = { rows: Review[]; meta: z.infer<typeof PageMetaSchema>; summary: RatingSummary };

/** The token is part of the key: a member sees their own reviews and votes marked, a guest does not. */
export const productReviewsKey = (
  productId: number,
  token: string | null,
  sort: ReviewSort,
  page: number,
  lang: Lang,
) => ["product-reviews", productId, token, sort, page, lang] as const;

/**
 * `GET /products/{id}/reviews` (public). The member's token goes along when there is one; the page shows its own
 * error, so the transport shows no toast and never sends a guest page to sign-in.
 */
export async function fetchProductReviews(
  area: Area,
  productId: number,
  sort: ReviewSort,
  page: number,
  lang: Lang,
): Promise<ProductReviewsPage> {
  const res = await request(productReviewsPath(productId), {
    schema: z.array(ReviewSchema),
    query: { sort, page, per_page: PRODUCT_REVIEWS_PAGE_SIZE, lang },
    auth: true,
    area,
    errorToast: false,
  });
  const meta = ProductReviewsMetaSchema.parse(res.meta);
  const { summary, ...paging } = meta;
  return { rows: res.data, meta: paging, summary };
}

export function useProductReviews(area: Area, productId: number, sort: ReviewSort, page: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<ProductReviewsPage, Error>(
    productReviewsKey(productId, token, sort, page, lang),
    () => fetchProductReviews(area, productId, sort, page, lang),
    // another sort or page keeps the current one on screen until it arrives
    { keepPreviousData: true },
  );
}
