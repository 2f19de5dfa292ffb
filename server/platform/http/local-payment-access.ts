import { PAYMENT_METHODS, type PaymentMethod } from "@contracts/payment-methods";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import type { Context } from "hono";
import type { AuthConfig, PaymentConfig } from "../../config";
import { providerForMethod } from "../../domains/payments/providers/create-payment-providers";
import type { PaymentProviders } from "../../domains/payments/providers/payment-provider";
import { AppError } from "./errors";
import { loopbackOrigin } from "./mail-links";
import { mayUseStandIn, standInServed } from "./stand-in-access";

/**
 * Who may use the local card page, the stand-in for Toss or PayPal without keys (ADR 0018, PAYMENTS_LOCAL). Its Pay
 * button marks the order paid without money changing hands, so whoever may use it books every card order for free.
 * The same rule as the outbox and the social stand-in: by default only the person on the server's own machine, and
 * nobody on a server others can reach; bank transfer (and the QR pass) stay open to everyone.
 */

export const PAYMENTS_LOCAL_FORBIDDEN = "PAYMENTS_LOCAL_FORBIDDEN";
export const PAYMENT_METHOD_UNAVAILABLE = "PAYMENT_METHOD_UNAVAILABLE";

/** What the checks read: the payment settings, where the server listens, and the providers made from them. */
export type PaymentAccess = { payments: PaymentConfig; auth: AuthConfig; providers: PaymentProviders };

type Keyed = "toss" | "paypal";
const PROVIDERS: Record<Keyed, { name: string; keys: string }> = {
  toss: { name: "Card and Toss", keys: "TOSS_CLIENT_KEY and TOSS_SECRET_KEY" },
  paypal: { name: "PayPal", keys: "PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET" },
};
const keyedFor = (method: PaymentMethod): Keyed => (method === "paypal" ? "paypal" : "toss");

/** Whether the method's payment goes through the local page (its real provider has no keys). */
export function paysOnLocalPage(access: PaymentAccess, method: PaymentMethod): boolean {
  return providerForMethod(access.providers, method)?.kind === "local";
}

/** Whether this caller may pay on the local page. */
export const mayUseLocalPayments = (c: Context, access: PaymentAccess) =>
  mayUseStandIn(c, access.payments.local, access.auth);

/** Whether this caller may book with `method`: a real provider or a later payment always; the local page if allowed. */
export function paymentMethodOpen(c: Context, access: PaymentAccess, method: PaymentMethod): boolean {
  return !paysOnLocalPage(access, method) || mayUseLocalPayments(c, access);
}

/** The methods this caller can book with, in the contract's order. */
export function availablePaymentMethods(c: Context, access: PaymentAccess): PaymentMethod[] {
  const local = mayUseLocalPayments(c, access);
  return PAYMENT_METHODS.filter((method) => local || !paysOnLocalPage(access, method));
}

/** Refuses a booking (409, field payment_method) with a method this caller cannot pay with: nothing is written. */
export function assertPaymentMethodOpen(c: Context, access: PaymentAccess, method: PaymentMethod) {
  if (paymentMethodOpen(c, access, method)) return;
  throw new AppError(409, PAYMENT_METHOD_UNAVAILABLE, RESERVATION_MESSAGES.paymentMethodUnavailable, "payment_method");
}

/** Why the caller may not use the local page, and the way in (a person wondering why learns what to set). */
export function localPaymentRefusal(access: PaymentAccess, method: PaymentMethod): string {
  const { name, keys } = PROVIDERS[keyedFor(method)];
  const unkeyed = `${name} payments are not configured on this server (no ${keys})`;
  if (access.payments.local === "off")
    return `${unkeyed}, and the local test payment page is off (PAYMENTS_LOCAL=off).`;
  if (!standInServed(access.payments.local, access.auth)) {
    return (
      `${unkeyed}, and the local test payment page is off because this server is reachable from other machines. ` +
      "See PAYMENTS_LOCAL in the README."
    );
  }
  return (
    `The local test payment page can be used only on the server's own machine. Set ${keys} for real payments, ` +
    "or see PAYMENTS_LOCAL in the README."
  );
}

/** Refuses (403 PAYMENTS_LOCAL_FORBIDDEN) a checkout or confirmation on the local page this caller may not use. */
export function assertLocalPaymentAllowed(c: Context, access: PaymentAccess, method: PaymentMethod) {
  if (!paysOnLocalPage(access, method) || mayUseLocalPayments(c, access)) return;
  throw new AppError(403, PAYMENTS_LOCAL_FORBIDDEN, localPaymentRefusal(access, method));
}

/** What the start-up log says about the local page: who can use it, and what that gives them. */
export function localPaymentExposure(access: PaymentAccess): { text: string; exposed: boolean } | undefined {
  const unkeyed = (["toss", "paypal"] as const).filter((provider) => !access.providers[provider]);
  if (unkeyed.length === 0) return undefined;
  const head = `${unkeyed.map((provider) => PROVIDERS[provider].name).join(" and ")} payments (no ${unkeyed.map((provider) => PROVIDERS[provider].keys).join(", no ")}):`;
  const free = "whoever uses it marks their own orders paid without paying";
  switch (access.payments.local) {
    case "open":
      return {
        text: `${head} a local test page at /pay/local usable by ANYONE who reaches this server (PAYMENTS_LOCAL=open): ${free}`,
        exposed: true,
      };
    case "off":
      return { text: `${head} off (PAYMENTS_LOCAL=off); the sites offer bank transfer instead`, exposed: false };
    case "local":
      if (!standInServed("local", access.auth)) {
        return {
          text:
            `${head} off because this server is reachable from other machines (HOST=${access.auth.listen.host}` +
            `${access.auth.trustProxy ? ", TRUST_PROXY" : ""}); the sites offer bank transfer instead: set the keys ` +
            "(or PAYMENTS_LOCAL=open on a closed test network)",
          exposed: false,
        };
      }
      return {
        text:
          `${head} a local test page at ${loopbackOrigin(access.auth.listen.port)}/pay/local, usable only from this ` +
          `machine (a loopback connection naming a loopback host, with no proxy headers): ${free}; behind a reverse ` +
          "proxy on this machine set TRUST_PROXY or PAYMENTS_LOCAL=off",
        exposed: false,
      };
  }
}
