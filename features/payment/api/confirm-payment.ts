import { type ConfirmPaymentBody, type ConfirmPaymentData, ConfirmPaymentDataSchema } from "@contracts/payments";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";

export const CONFIRM_PATH = "/api/v1/payments/confirm";

/**
 * `POST /payments/confirm` (spec points 3 and 7): the amount as a number. The page shows a failure itself (message
 * and code), so the transport shows no toast. The server answers duplicates the same way, so a retry is safe.
 */
export async function confirmPayment(body: ConfirmPaymentBody, area: Area = "member"): Promise<ConfirmPaymentData> {
  const res = await request(CONFIRM_PATH, {
    method: "POST",
    schema: ConfirmPaymentDataSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}
