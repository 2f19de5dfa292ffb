import { type Review, ReviewSchema } from "@contracts/reviews";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { reviewPath } from "./paths";

export const reviewKey = (area: Area, token: string | null, id: number, lang: Lang) =>
  token ? (["review", area, token, id, lang] as const) : null;

/** `GET /reviews/{id}`: one of the member's own reviews; another member's answers 404. */
export async function fetchReview(area: Area, id: number, lang: Lang): Promise<Review> {
  const res = await request(reviewPath(id), {
    schema: ReviewSchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useReview(area: Area, id: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<Review, Error>(reviewKey(area, token, id, lang), () => fetchReview(area, id, lang), {
    // the edit form starts from what was loaded: a refetch on focus must not pull it from under the typist
    revalidateOnFocus: false,
  });
}
