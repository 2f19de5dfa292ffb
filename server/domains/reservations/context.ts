import type { AuthConfig, PaymentConfig } from "../../config";
import { paymentConfigFromEnv } from "../../config";
import type { Db } from "../../platform/db/client";
import type { Logger } from "../../platform/http/logger";
import { createPaymentProviders } from "../payments/providers/create-payment-providers";
import type { FetchLike, PaymentProviders } from "../payments/providers/payment-provider";
import { type Clock, systemClock } from "../../platform/clock";
import { deriveKey } from "../../platform/crypto";
import { loadOrCreateSecret } from "../auth/keys";
import type { Lang, ReservationRow } from "./view";
import type { VenueBenefit } from "@contracts/pass-rules";
import type { DbOrTx } from "../auth/sessions";

/**
 * Told once when a reservation becomes paid (a payment confirmed, a deposit recorded), after the change has
 * committed; `lang` is the payer's own language when the request that paid was theirs. A listener handles its own
 * failures: the payment stands whatever it does.
 */
export type PaidListener = (row: ReservationRow, hint: { lang?: Lang }) => Promise<void>;

/** A `qr_pass` order as the shop booked it, before it is written: what the passes domain checks (ADR 0030). */
export type QrPassOrder = {
  memberId: number;
  productIds: readonly number[];
  /** One per traveller, in the travellers' order (the contract checked the count and that they differ). */
  passIds: readonly number[];
  departureDate: string;
  departureTime: string;
  now: Date;
};

/** What a checked `qr_pass` order pays with: the venue's benefit, and how its payers are kept once it is written. */
export type QrPassPayers = {
  benefit: VenueBenefit;
  record: (tx: DbOrTx, row: ReservationRow) => Promise<void>;
};

/**
 * Paying with the pass, registered by the passes domain: checks a partner product and each traveller's pass (a 400
 * naming the field otherwise). Without it the shop offers no QR pass.
 */
export type QrPassPayment = { payers: (tx: DbOrTx, order: QrPassOrder) => Promise<QrPassPayers> };

/** Everything the reservation, payment and operator services need, made once per app. */
export type ShopContext = {
  db: Db;
  now: Clock;
  payments: PaymentConfig;
  providers: PaymentProviders;
  auth: AuthConfig;
  logger: Logger;
  /** What other domains do once a reservation is paid (the summit's tickets mail); each registers its own. */
  onPaid: PaidListener[];
  /** Paying partner products with the pass (`qr_pass`); absent until the passes domain registers it. */
  qrPass?: QrPassPayment;
};

/** Tells the listeners of a reservation that has just become paid. */
export async function paidNow(ctx: ShopContext, row: ReservationRow, hint: { lang?: Lang } = {}): Promise<void> {
  for (const listener of ctx.onPaid) await listener(row, hint);
}

export type ShopContextOptions = {
  db: Db;
  auth: AuthConfig;
  logger: Logger;
  payments?: PaymentConfig;
  now?: Clock;
  /** Replaces configured providers (tests inject a fake Toss or PayPal). */
  providers?: Partial<PaymentProviders>;
  fetch?: FetchLike;
};

/** The local page's signing key: PAYMENT_SECRET, else one derived from the auth secret (set or kept in the database). */
function secretLoader(db: Db, payments: PaymentConfig, auth: AuthConfig): () => Promise<Uint8Array> {
  let pending: Promise<Uint8Array> | undefined;
  return () => {
    pending ??= (async () => {
      if (payments.secret) return payments.secret;
      return deriveKey(auth.secret ?? (await loadOrCreateSecret(db)), "local-payment");
    })().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

export function createShopContext(options: ShopContextOptions): ShopContext {
  const now = options.now ?? systemClock;
  const payments = options.payments ?? paymentConfigFromEnv({});
  const secret = secretLoader(options.db, payments, options.auth);
  const configured = createPaymentProviders(payments, { secret, now, fetch: options.fetch });
  const providers: PaymentProviders = {
    ...configured,
    ...options.providers,
    local: options.providers?.local ?? configured.local,
  };
  return { db: options.db, now, payments, providers, auth: options.auth, logger: options.logger, onPaid: [] };
}
