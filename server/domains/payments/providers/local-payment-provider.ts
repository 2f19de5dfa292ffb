import { randomBytes } from "node:crypto";
import { type Currency, toMinor } from "@contracts/money";
import { hmac, safeEqual } from "../../../platform/crypto";
import type { Clock } from "../../../platform/clock";
import { PaymentProviderError, type PaymentProviders } from "./payment-provider";

export const LOCAL_KEY_PREFIX = "local_";

function signature(key: Uint8Array, orderId: string, amountMinor: number, nonce: string): string {
  return hmac(key, `${orderId}|${amountMinor}|${nonce}`);
}

/**
 * The offline card page: "Pay" issues a key signed over the order id and amount, so confirm can tell a real local
 * approval from a made-up key or a key for another order or amount.
 */
export function createLocalPaymentProvider(deps: { secret: () => Promise<Uint8Array>; now: Clock }) {
  const provider: PaymentProviders["local"] = {
    kind: "local",
    publicKey: null,
    issueKey: async (orderId: string, amount: number, currency: Currency) => {
      const nonce = randomBytes(12).toString("base64url");
      const sig = signature(await deps.secret(), orderId, toMinor(amount, currency), nonce);
      return `${LOCAL_KEY_PREFIX}${nonce}.${sig}`;
    },
    confirm: async ({ paymentKey, orderId, amount, currency }) => {
      const match = /^local_([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(paymentKey);
      const nonce = match?.[1];
      const sig = match?.[2];
      if (!nonce || !sig) throw new PaymentProviderError("declined", "not a key issued by the local page");
      const expected = signature(await deps.secret(), orderId, toMinor(amount, currency), nonce);
      if (!safeEqual(sig, expected)) throw new PaymentProviderError("declined", "the key's signature does not match");
      return { approvedAt: deps.now(), raw: { provider: "local", nonce } };
    },
    refund: () => Promise.resolve({ refundedAt: deps.now(), raw: { provider: "local" } }),
  };
  return provider;
}
