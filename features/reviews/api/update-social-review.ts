import { type SocialReviewRequest, SocialReviewRequestSchema } from "@contracts/social-reviews";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { socialReviewPath } from "./paths";
import { useRevalidateSocialReviews } from "./revalidate";

/** `PUT /social-reviews/{id}`: a new address while the request is pending (409 once it has been reviewed). */
export async function updateSocialReview(area: Area, id: number, url: string): Promise<SocialReviewRequest> {
  const res = await request(socialReviewPath(id), {
    method: "PUT",
    schema: SocialReviewRequestSchema,
    body: { url },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useUpdateSocialReview(area: Area, id: number) {
  const revalidate = useRevalidateSocialReviews();
  return useSWRMutation<SocialReviewRequest, Error, readonly [string, Area, number, "update"], string>(
    [socialReviewPath(id), area, id, "update"] as const,
    async (_key, { arg }) => {
      const updated = await updateSocialReview(area, id, arg);
      await revalidate();
      return updated;
    },
  );
}
