import { type SocialReviewRequest, SocialReviewRequestSchema } from "@contracts/social-reviews";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { socialReviewPath } from "./paths";

export const socialReviewKey = (area: Area, token: string | null, id: number | null, lang: Lang) =>
  token && id !== null ? (["social-review", area, token, id, lang] as const) : null;

/** `GET /social-reviews/{id}`: one of the member's requests; another member's answers 404. */
export async function fetchSocialReview(area: Area, id: number, lang: Lang): Promise<SocialReviewRequest> {
  const res = await request(socialReviewPath(id), {
    schema: SocialReviewRequestSchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** `null` waits: the create page has no request to load. */
export function useSocialReview(area: Area, id: number | null, lang: Lang) {
  const token = useToken(area);
  return useSWR<SocialReviewRequest, Error>(
    socialReviewKey(area, token, id, lang),
    () => fetchSocialReview(area, id as number, lang),
    { revalidateOnFocus: false },
  );
}
