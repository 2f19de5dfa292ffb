import type { Checkout } from "@contracts/payments";
import { loadScript } from "@lib/integrations/load-script";

export const TOSS_SDK_URL = "https://js.tosspayments.com/v2/standard";

/** The part of the Toss Payments SDK v2 this page uses (`window.TossPayments`). */
export type TossPaymentsSdk = (clientKey: string) => {
  payment: (options: { customerKey: string }) => {
    requestPayment: (request: {
      method: "CARD";
      amount: { currency: string; value: number };
      orderId: string;
      orderName: string;
      successUrl: string;
      failUrl: string;
    }) => Promise<void>;
  };
};

export type PaymentEnvironment = {
  /** Leaves the page (local card page, PayPal). */
  assign: (url: string) => void;
  /** Loads the Toss SDK only when a Toss payment starts, and hands back its factory. */
  loadToss: () => Promise<TossPaymentsSdk>;
};

async function loadTossSdk(): Promise<TossPaymentsSdk> {
  await loadScript(TOSS_SDK_URL);
  const sdk = (window as unknown as { TossPayments?: TossPaymentsSdk }).TossPayments;
  if (!sdk) throw new Error("The Toss Payments SDK did not load.");
  return sdk;
}

const browser: PaymentEnvironment = {
  assign: (url) => window.location.assign(url),
  loadToss: loadTossSdk,
};

/**
 * Opens the payment the server chose at checkout: the local card page or PayPal by address, or the Toss window
 * (its SDK is downloaded only now). Either way the person comes back to `/tossSuccess` or `/tossFail`.
 */
export async function startPayment(checkout: Checkout, env: PaymentEnvironment = browser): Promise<void> {
  if (checkout.provider !== "toss") {
    if (!checkout.redirect_url) throw new Error(`The ${checkout.provider} checkout has no page to open.`);
    env.assign(checkout.redirect_url);
    return;
  }
  if (!checkout.client_key) throw new Error("The Toss checkout has no client key.");
  const TossPayments = await env.loadToss();
  await TossPayments(checkout.client_key)
    .payment({ customerKey: checkout.customer_key })
    .requestPayment({
      method: "CARD",
      amount: { currency: checkout.currency, value: checkout.amount },
      orderId: checkout.order_id,
      orderName: checkout.order_name,
      successUrl: checkout.success_url,
      failUrl: checkout.fail_url,
    });
}
