import { type Checkout, CheckoutSchema } from "@contracts/payments";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";

export const CHECKOUT_PATH = "/api/v1/payments/checkout";

/** `POST /payments/checkout`: what the page needs to open the payment window for an unpaid order. */
export async function checkout(reservationId: number, area: Area = "member"): Promise<Checkout> {
  const res = await request(CHECKOUT_PATH, {
    method: "POST",
    schema: CheckoutSchema,
    body: { reservation_id: reservationId },
    auth: true,
    area,
  });
  return res.data;
}
