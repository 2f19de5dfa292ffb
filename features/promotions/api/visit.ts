import { PromotionVisitResponseSchema } from "@contracts/promotions";
import { request } from "@lib/http/client";

export const PROMOTION_VISIT_PATH = "/api/v1/promotions/visit";

export type PromotionVisit = { target: string; known: boolean };

/**
 * `POST /api/v1/promotions/visit` (public): counts one visit and answers where the code leads (`/main` for an
 * unknown or inactive code). Quiet: the page moves on either way.
 */
export async function visitPromotion(code: string, signal?: AbortSignal): Promise<PromotionVisit> {
  const res = await request(PROMOTION_VISIT_PATH, {
    method: "POST",
    schema: PromotionVisitResponseSchema.shape.data,
    body: { code },
    errorToast: false,
    signal,
  });
  return res.data;
}
