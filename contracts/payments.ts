import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { idField, text } from "./fields";
import { CurrencySchema } from "./money";
import { PaymentMethodSchema } from "./reservations";

/**
 * Payments (spec points 2, 3, 4 and 7). The server decides the provider: the Toss Payments window when its keys
 * are set, else the local card page that works offline. Both come back to `/tossSuccess` (paymentKey, orderId,
 * amount) or `/tossFail` (code, message).
 */

export const PaymentProviderSchema = z.enum(["local", "toss", "paypal"]);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/**
 * `GET /api/v1/payments/methods`: the methods this visitor can book with. Card, Toss and PayPal are left out when
 * their provider is the local test page and this visitor may not use it (a server others can reach); the payment
 * step offers the others.
 */
export const PAYMENT_METHODS_PATH = "/api/v1/payments/methods";
export const PaymentMethodsDataSchema = z.array(PaymentMethodSchema);
export const PaymentMethodsResponseSchema = envelopeSchema(PaymentMethodsDataSchema);

export const CheckoutBodySchema = z.object({ reservation_id: idField() });
export type CheckoutBody = z.infer<typeof CheckoutBodySchema>;

/** What the page needs to open the payment window for an unpaid order. */
export const CheckoutSchema = z
  .object({
    provider: PaymentProviderSchema,
    method: PaymentMethodSchema,
    order_id: z.string(),
    order_name: z.string(),
    amount: z.number(),
    currency: CurrencySchema,
    customer_key: z.string(),
    /** Toss: the public client key for the SDK. */
    client_key: z.string().nullable(),
    /** Local (and PayPal): the page to send the browser to. */
    redirect_url: z.string().nullable(),
    success_url: z.string(),
    fail_url: z.string(),
  })
  .meta({ id: "Checkout" });
export type Checkout = z.infer<typeof CheckoutSchema>;
export const CheckoutResponseSchema = envelopeSchema(CheckoutSchema);

/** `POST /payments/confirm` (spec point 3): the amount is a number and must equal the stored order's total. */
export const ConfirmPaymentBodySchema = z.object({
  paymentKey: text().trim().min(1).max(200),
  orderId: text().trim().min(1).max(64),
  amount: z.number(),
});
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBodySchema>;

export const PAYMENT_CODES = {
  confirmed: "PAYMENT_CONFIRMED",
  amountMismatch: "AMOUNT_MISMATCH",
  orderNotFound: "ORDER_NOT_FOUND",
  notPayable: "ORDER_NOT_PAYABLE",
  declined: "PAYMENT_DECLINED",
  providerUnavailable: "PAYMENT_PROVIDER_UNAVAILABLE",
} as const;

export const PAYMENT_MESSAGES = {
  confirmed: "The payment is complete.",
  amountMismatch: "The amount does not match the order.",
  orderNotFound: "This order was not found.",
  notPayable: "This order can no longer be paid.",
  declined: "The payment was declined.",
  providerUnavailable: "The payment service is not answering. Please try again shortly.",
} as const;

/** The answer the page reads: `ok` decides success, `message` and `code` say what happened. */
export const ConfirmPaymentDataSchema = z
  .object({
    ok: z.literal(true),
    code: z.string(),
    message: z.string(),
    reservation_id: z.number().int(),
    payment: z.object({
      id: z.number().int(),
      provider: PaymentProviderSchema,
      method: PaymentMethodSchema,
      amount: z.number(),
      currency: CurrencySchema,
      approved_at: z.string(),
    }),
  })
  .meta({ id: "PaymentConfirmation" });
export type ConfirmPaymentData = z.infer<typeof ConfirmPaymentDataSchema>;
export const ConfirmPaymentResponseSchema = envelopeSchema(ConfirmPaymentDataSchema);

/** `/tossFail` defaults (spec point 2). */
export const PAYMENT_FAIL_DEFAULT_CODE = "Unknown";
export const PAYMENT_FAIL_DEFAULT_MESSAGE_KO = "알 수 없는 오류가 발생했습니다.";
