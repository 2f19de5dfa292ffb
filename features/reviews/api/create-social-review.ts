import {
  type CreateSocialReviewBody,
  type SocialReviewRequest,
  SocialReviewRequestSchema,
} from "@contracts/social-reviews";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { SOCIAL_REVIEWS_PATH } from "./paths";
import { useRevalidateSocialReviews } from "./revalidate";

/** `POST /social-reviews`: 409 for the same address twice or a booking not completed. Errors are the form's. */
export async function createSocialReview(area: Area, body: CreateSocialReviewBody): Promise<SocialReviewRequest> {
  const res = await request(SOCIAL_REVIEWS_PATH, {
    method: "POST",
    schema: SocialReviewRequestSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useCreateSocialReview(area: Area) {
  const revalidate = useRevalidateSocialReviews();
  return useSWRMutation<SocialReviewRequest, Error, readonly [string, Area, "create"], CreateSocialReviewBody>(
    [SOCIAL_REVIEWS_PATH, area, "create"] as const,
    async (_key, { arg }) => {
      const created = await createSocialReview(area, arg);
      await revalidate();
      return created;
    },
  );
}
