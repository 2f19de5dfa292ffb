import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { z } from "zod";
import { REVIEWS_PATH, reviewPath } from "./paths";
import { useRevalidateReviews } from "./revalidate";

/** `DELETE /reviews/{id}` (own only); whatever the answer carries is not needed. */
export async function deleteReview(area: Area, id: number): Promise<void> {
  await request(reviewPath(id), { method: "DELETE", schema: z.unknown(), auth: true, area, errorToast: false });
}

/** Deletes one of the member's reviews (the id comes with the call), then every list showing it is fetched again. */
export function useDeleteReview(area: Area) {
  const revalidate = useRevalidateReviews();
  return useSWRMutation<void, Error, readonly [string, Area, "delete"], number>(
    [REVIEWS_PATH, area, "delete"] as const,
    async (_key, { arg }) => {
      await deleteReview(area, arg);
      await revalidate();
    },
  );
}
