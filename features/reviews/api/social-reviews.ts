import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import { type SocialReviewRequest, SocialReviewRequestSchema } from "@contracts/social-reviews";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { SOCIAL_REVIEWS_PATH } from "./paths";

export const SOCIAL_REVIEWS_PAGE_SIZE = 10;

export type SocialReviewsPage = { rows: SocialReviewRequest[]; meta: PageMeta };

export const socialReviewsKey = (area: Area, token: string | null, page: number, lang: Lang) =>
  token ? (["social-reviews", area, token, page, lang] as const) : null;

/** `GET /social-reviews`: the member's own requests, newest first. */
export async function fetchSocialReviews(area: Area, page: number, lang: Lang): Promise<SocialReviewsPage> {
  const res = await request(SOCIAL_REVIEWS_PATH, {
    schema: z.array(SocialReviewRequestSchema),
    query: { page, per_page: SOCIAL_REVIEWS_PAGE_SIZE, lang },
    auth: true,
    area,
    errorToast: false,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function useSocialReviews(area: Area, page: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<SocialReviewsPage, Error>(socialReviewsKey(area, token, page, lang), () =>
    fetchSocialReviews(area, page, lang),
  );
}
