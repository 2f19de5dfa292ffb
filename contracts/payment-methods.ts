/**
 * Payment methods (spec point 9) without the schema library, so a site's first chunk can ask `paysOnline` without
 * loading it (the same reason as auth-area.ts).
 */
export const PAYMENT_METHODS = ["card", "bank_transfer", "qr_pass", "toss", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Card, Toss and PayPal are paid in the provider's window right after the order exists; the others pay later. */
export function paysOnline(method: PaymentMethod): boolean {
  return method === "card" || method === "toss" || method === "paypal";
}
