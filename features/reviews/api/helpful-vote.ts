import { HelpfulResponseSchema } from "@contracts/reviews";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import type { z } from "zod";
import { reviewPath } from "./paths";

export type HelpfulState = z.infer<typeof HelpfulResponseSchema>["data"];

/**
 * `POST /reviews/{id}/helpful` marks a review helpful, `DELETE` takes the mark back; both idempotent, so a repeated
 * press never counts twice. The answer is the review's new count and the member's mark.
 */
export async function setHelpful(area: Area, id: number, helpful: boolean): Promise<HelpfulState> {
  const res = await request(`${reviewPath(id)}/helpful`, {
    method: helpful ? "POST" : "DELETE",
    schema: HelpfulResponseSchema.shape.data,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}
