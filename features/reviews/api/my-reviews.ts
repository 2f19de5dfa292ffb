import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import { type Review, ReviewSchema } from "@contracts/reviews";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { REVIEWS_PATH } from "./paths";

export const MY_REVIEWS_PAGE_SIZE = 10;

export type MyReviewsPage = { rows: Review[]; meta: PageMeta };

export const myReviewsKey = (area: Area, token: string | null, page: number, lang: Lang) =>
  token ? (["my-reviews", area, token, page, lang] as const) : null;

/** `GET /reviews/mine`: the member's own reviews, newest first. */
export async function fetchMyReviews(area: Area, page: number, lang: Lang): Promise<MyReviewsPage> {
  const res = await request(`${REVIEWS_PATH}/mine`, {
    schema: z.array(ReviewSchema),
    query: { page, per_page: MY_REVIEWS_PAGE_SIZE, lang },
    auth: true,
    area,
    errorToast: false,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function useMyReviews(area: Area, page: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<MyReviewsPage, Error>(myReviewsKey(area, token, page, lang), () => fetchMyReviews(area, page, lang));
}
