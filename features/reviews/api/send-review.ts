import { type ReviewFields, ReviewSchema, type Review } from "@contracts/reviews";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";

/** Writes a review (new or changed) as the signed-in member; the form shows every error itself, so no toast. */
export async function sendReview(
  area: Area,
  path: string,
  method: "POST" | "PUT",
  body: ReviewFields,
): Promise<Review> {
  const res = await request(path, { method, schema: ReviewSchema, body, auth: true, area, errorToast: false });
  return res.data;
}
