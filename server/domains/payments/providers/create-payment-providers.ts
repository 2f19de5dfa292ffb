import type { PaymentMethod } from "@contracts/reservations";
import type { PaymentConfig } from "../../../config";
import type { Clock } from "../../../platform/clock";
import { createLocalPaymentProvider } from "./local-payment-provider";
import type { FetchLike, PaymentProvider, PaymentProviders } from "./payment-provider";
import { createPaypalPaymentProvider } from "./paypal-payment-provider";
import { createTossPaymentProvider } from "./toss-payment-provider";

/** Real providers when keyed, the local page always (the default on a fresh machine). */
export function createPaymentProviders(
  config: PaymentConfig,
  deps: { secret: () => Promise<Uint8Array>; now: Clock; fetch?: FetchLike },
): PaymentProviders {
  return {
    local: createLocalPaymentProvider(deps),
    toss: config.toss ? createTossPaymentProvider(config.toss, { fetch: deps.fetch }) : undefined,
    paypal: config.paypal ? createPaypalPaymentProvider(config.paypal, { fetch: deps.fetch }) : undefined,
  };
}

/** Card and Toss orders go to Toss, PayPal orders to PayPal, each to the local page when that one is not keyed. */
export function providerForMethod(providers: PaymentProviders, method: PaymentMethod): PaymentProvider | undefined {
  switch (method) {
    case "card":
    case "toss":
      return providers.toss ?? providers.local;
    case "paypal":
      return providers.paypal ?? providers.local;
    case "bank_transfer":
    case "qr_pass":
      return undefined;
  }
}
