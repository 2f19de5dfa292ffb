import type { ConfirmPaymentBody } from "@contracts/payments";
import { PAYMENT_FAIL_DEFAULT_CODE, PAYMENT_FAIL_DEFAULT_MESSAGE_KO } from "@contracts/payments";

/** What `/tossSuccess` reads from its address; `null` when something is missing or the amount is not a number. */
export function confirmBodyFrom(query: {
  paymentKey?: string | null;
  orderId?: string | null;
  amount?: string | number | null;
}): ConfirmPaymentBody | null {
  const paymentKey = query.paymentKey?.trim();
  const orderId = query.orderId?.trim();
  const raw = typeof query.amount === "number" ? String(query.amount) : query.amount?.trim();
  if (!paymentKey || !orderId || !raw) return null;
  const amount = Number(raw);
  return Number.isFinite(amount) ? { paymentKey, orderId, amount } : null;
}

/** `/tossFail` and `/fail` (spec point 2): the code defaults to "Unknown", the reason to the Korean message. */
export function failureDetails(query: { code?: string | null; message?: string | null }): {
  code: string;
  message: string;
} {
  return {
    code: query.code?.trim() || PAYMENT_FAIL_DEFAULT_CODE,
    message: query.message?.trim() || PAYMENT_FAIL_DEFAULT_MESSAGE_KO,
  };
}
