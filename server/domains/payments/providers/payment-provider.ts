import type { Currency } from "@contracts/money";

export type PaymentProviderKind = "local" | "toss" | "paypal";

export type ConfirmRequest = {
  paymentKey: string;
  orderId: string;
  /** Major units, as the page sent it and the order holds it. */
  amount: number;
  currency: Currency;
};

export type ConfirmResult = { approvedAt: Date; raw: Record<string, unknown> };

/** What a refund needs to find the charge again: the stored payment row, and how much of it goes back. */
export type RefundRequest = {
  paymentKey: string;
  /** Major units: what goes back now (the whole payment, or its part when `partial`). */
  amount: number;
  currency: Currency;
  reason: string;
  raw: Record<string, unknown> | null;
  /** Only `amount` goes back and the rest of the payment stays taken (one traveller's pass of a group order). */
  partial?: boolean;
  /** The same refund asked again (a retry after a timeout) returns nothing twice: the provider keeps this key. */
  idempotencyKey?: string;
};

export type RefundResult = { refundedAt: Date; raw: Record<string, unknown> };

/**
 * One card-payment service. `confirm` approves a payment the browser started; it throws PaymentProviderError
 * ("declined" when the payer's side said no, "unavailable" when the service could not be asked).
 */
export type PaymentProvider = {
  kind: PaymentProviderKind;
  /** The public key the page's SDK needs (Toss client key, PayPal client id); null for the local page. */
  publicKey: string | null;
  confirm: (request: ConfirmRequest) => Promise<ConfirmResult>;
  refund: (request: RefundRequest) => Promise<RefundResult>;
};

export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";
  constructor(
    readonly kind: "declined" | "unavailable",
    message: string,
    /** The provider's own code, kept for the log. */
    readonly providerCode?: string,
  ) {
    super(message);
  }
}

/** The local page always exists; Toss and PayPal only when keyed (or injected by tests). */
export type PaymentProviders = {
  local: PaymentProvider & { issueKey: (orderId: string, amount: number, currency: Currency) => Promise<string> };
  toss?: PaymentProvider;
  paypal?: PaymentProvider;
};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export const PROVIDER_TIMEOUT_MS = 10_000;
