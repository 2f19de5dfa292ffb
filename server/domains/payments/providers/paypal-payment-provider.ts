import { toMinor } from "@contracts/money";
import { type FetchLike, type PaymentProvider, PaymentProviderError, PROVIDER_TIMEOUT_MS } from "./payment-provider";

export const PAYPAL_API = { sandbox: "https://api-m.sandbox.paypal.com", live: "https://api-m.paypal.com" } as const;

type Keys = { clientId: string; clientSecret: string; env: "sandbox" | "live" };

type Capture = { id?: string; status?: string; amount?: { currency_code?: string; value?: string } };

async function send(fetcher: FetchLike, url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetcher(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new PaymentProviderError("unavailable", `PayPal could not be reached: ${String(error)}`);
  }
  let payload: Record<string, unknown> = {};
  try {
    payload = (await res.json()) as Record<string, unknown>;
  } catch {
    // No JSON body: the status decides.
  }
  if (res.ok) return payload;
  const name = typeof payload.name === "string" ? payload.name : String(res.status);
  const message = typeof payload.message === "string" ? payload.message : `HTTP ${res.status}`;
  // 401/403: our credentials; 429 and 5xx: theirs. 400/404/422: this order or instrument was refused.
  const kind = res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429;
  throw new PaymentProviderError(kind ? "unavailable" : "declined", message, name);
}

function firstCapture(raw: Record<string, unknown>): Capture | undefined {
  const units = raw.purchase_units as { payments?: { captures?: Capture[] } }[] | undefined;
  return units?.[0]?.payments?.captures?.[0];
}

/**
 * PayPal Orders v2: the page's PayPal button creates and approves the order; confirm captures it here with client
 * credentials (the order id is the paymentKey) and checks the captured amount against ours.
 */
export function createPaypalPaymentProvider(
  keys: Keys,
  options: { fetch?: FetchLike; baseUrl?: string } = {},
): PaymentProvider {
  const fetcher = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl ?? PAYPAL_API[keys.env];

  const token = async () => {
    const raw = await send(fetcher, `${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    }).catch((error: unknown) => {
      // A refused token is our configuration, never the payer's fault.
      if (error instanceof PaymentProviderError)
        throw new PaymentProviderError("unavailable", error.message, error.providerCode);
      throw error;
    });
    if (typeof raw.access_token !== "string") throw new PaymentProviderError("unavailable", "PayPal gave no token");
    return raw.access_token;
  };

  return {
    kind: "paypal",
    publicKey: keys.clientId,
    confirm: async ({ paymentKey, amount, currency }) => {
      const access = await token();
      const raw = await send(fetcher, `${base}/v2/checkout/orders/${encodeURIComponent(paymentKey)}/capture`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${access}`,
          "Content-Type": "application/json",
          "PayPal-Request-Id": paymentKey,
        },
      });
      const capture = firstCapture(raw);
      if (raw.status !== "COMPLETED" || capture?.status !== "COMPLETED") {
        throw new PaymentProviderError(
          "declined",
          "PayPal did not complete the capture",
          typeof raw.status === "string" ? raw.status : "",
        );
      }
      const captured = capture.amount;
      const same =
        captured?.currency_code === currency && toMinor(Number(captured.value), currency) === toMinor(amount, currency);
      if (!same) throw new PaymentProviderError("declined", "PayPal captured another amount", "AMOUNT_MISMATCH");
      return { approvedAt: new Date(), raw };
    },
    refund: async ({ raw, amount, currency, idempotencyKey }) => {
      const captureId = raw ? firstCapture(raw)?.id : undefined;
      if (!captureId) throw new PaymentProviderError("unavailable", "no PayPal capture id kept for this payment");
      const access = await token();
      const result = await send(fetcher, `${base}/v2/payments/captures/${encodeURIComponent(captureId)}/refund`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${access}`,
          "Content-Type": "application/json",
          ...(idempotencyKey ? { "PayPal-Request-Id": idempotencyKey } : {}),
        },
        // the amount named: a capture's part (one traveller's pass) or what remains of it
        body: JSON.stringify({
          amount: { value: amount.toFixed(currency === "KRW" ? 0 : 2), currency_code: currency },
        }),
      });
      return { refundedAt: new Date(), raw: result };
    },
  };
}
