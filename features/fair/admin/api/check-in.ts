import { BadgeCheckInSchema } from "@contracts/mice";
import { request } from "@lib/http/client";
import type { z } from "zod";
import { OPERATOR_AREA, badgeCheckInPath } from "./paths";

export type BadgeCheckIn = z.infer<typeof BadgeCheckInSchema>;

/**
 * `POST /admin/mice/badges/{code}/check-in`: the registration and whether this was its first scan (404
 * BADGE_NOT_FOUND for a code of no badge). The scan screen shows every outcome itself, so the transport shows no
 * toast; a 401 still clears the session and the site's guard sends the operator to sign in.
 */
export async function checkInBadge(code: string): Promise<BadgeCheckIn> {
  const res = await request(badgeCheckInPath(code), {
    method: "POST",
    schema: BadgeCheckInSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}
