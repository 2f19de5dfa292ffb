import { apiError, never, ok } from "@blocks/mock-api";
import type { ConfirmPaymentBody } from "@contracts/payments";
import type { Reservation } from "@contracts/reservations";
import { http } from "msw";
import { CONFIRM_PATH } from "../api/confirm-payment";
import { confirmation } from "./fixtures";

/** Confirms and remembers each body, so a story sees what was sent and how often. */
export function recordingConfirm() {
  const bodies: ConfirmPaymentBody[] = [];
  return {
    bodies,
    handler: http.post(CONFIRM_PATH, async ({ request }) => {
      bodies.push((await request.json()) as ConfirmPaymentBody);
      return ok(confirmation);
    }),
  };
}

/** Refuses the first confirm (the provider is briefly down), accepts the next: what "Try again" is for. */
export function flakyConfirm() {
  let calls = 0;
  return http.post(CONFIRM_PATH, () => {
    calls += 1;
    return calls === 1
      ? apiError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "The payment service is not answering. Please try again shortly.")
      : ok(confirmation);
  });
}

export const confirmHandlers = {
  amountMismatch: http.post(CONFIRM_PATH, () =>
    apiError(400, "AMOUNT_MISMATCH", "The amount does not match the order."),
  ),
  checking: http.post(CONFIRM_PATH, never),
};

const RESERVATION = "/api/v1/reservations/:id";

export const reservationHandlers = {
  of: (reservation: Reservation) => http.get(RESERVATION, () => ok(reservation)),
  error: http.get(RESERVATION, () => apiError(500, "INTERNAL_ERROR", "The booking records are being moved.")),
  unauthorized: http.get(RESERVATION, () => apiError(401, "UNAUTHORIZED", "Please sign in.")),
  loading: http.get(RESERVATION, never),
};
