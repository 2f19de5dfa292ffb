import { type FetchLike, type PaymentProvider, PaymentProviderError, PROVIDER_TIMEOUT_MS } from "./payment-provider";

export const TOSS_API = "https://api.tosspayments.com";

/**
 * Toss error codes that mean "our side or theirs is broken", not "the payer was refused": the member cannot fix
 * them by trying another card, so they answer 503 rather than 402.
 */
const UNAVAILABLE_CODES = new Set([
  "UNAUTHORIZED_KEY",
  "INVALID_API_KEY",
  "INVALID_AUTHORIZE_AUTH",
  "FORBIDDEN_REQUEST",
  "PROVIDER_ERROR",
  "FAILED_INTERNAL_SYSTEM_PROCESSING",
  "FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING",
  "FAILED_CARD_COMPANY_RESPONSE",
  "FAILED_DB_PROCESSING",
  "UNKNOWN_PAYMENT_ERROR",
]);

type TossError = { code?: string; message?: string };

async function call(
  fetcher: FetchLike,
  url: string,
  secretKey: string,
  body: unknown,
  idempotencyKey?: string,
): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`,
        "Content-Type": "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new PaymentProviderError("unavailable", `Toss could not be reached: ${String(error)}`);
  }
  let payload: Record<string, unknown> = {};
  try {
    payload = (await res.json()) as Record<string, unknown>;
  } catch {
    // An empty or HTML body (a proxy error page): the status decides below.
  }
  if (res.ok) return payload;
  const { code = "", message = `HTTP ${res.status}` } = payload as TossError;
  const kind = res.status >= 500 || res.status === 429 || UNAVAILABLE_CODES.has(code) ? "unavailable" : "declined";
  throw new PaymentProviderError(kind, message, code || String(res.status));
}

/** Toss Payments (payment widget): the server confirms what the browser approved, and cancels for refunds. */
export function createTossPaymentProvider(
  keys: { clientKey: string; secretKey: string },
  options: { fetch?: FetchLike; baseUrl?: string } = {},
): PaymentProvider {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl ?? TOSS_API;
  return {
    kind: "toss",
    publicKey: keys.clientKey,
    confirm: async ({ paymentKey, orderId, amount }) => {
      const raw = await call(fetcher, `${base}/v1/payments/confirm`, keys.secretKey, { paymentKey, orderId, amount });
      if (raw.totalAmount !== undefined && Number(raw.totalAmount) !== amount) {
        throw new PaymentProviderError("declined", "Toss approved another amount", "AMOUNT_MISMATCH");
      }
      const approvedAt = typeof raw.approvedAt === "string" ? new Date(raw.approvedAt) : new Date();
      return { approvedAt: Number.isNaN(approvedAt.getTime()) ? new Date() : approvedAt, raw };
    },
    refund: async ({ paymentKey, reason, amount, partial, idempotencyKey }) => {
      // a partial cancel names its amount; without one, Toss cancels what remains of the payment
      const body = { cancelReason: reason || "Cancellation approved", ...(partial ? { cancelAmount: amount } : {}) };
      const url = `${base}/v1/payments/${encodeURIComponent(paymentKey)}/cancel`;
      const raw = await call(fetcher, url, keys.secretKey, body, idempotencyKey);
      return { refundedAt: new Date(), raw };
    },
  };
}
