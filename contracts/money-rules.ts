/**
 * Money rules shared by the server (which enforces them inside the transaction that writes) and the client (which
 * shows them before the server is asked). Amounts cross the API as numbers in major units ("49.5" dollars,
 * "65000" won); the database keeps integer minor units (cents, won) so sums never drift.
 *
 * Its own module, without the schema library, so a first page that shows prices does not load it; money.ts adds
 * the schema.
 */

export const CURRENCY_LIST = ["USD", "KRW"] as const;
export type Currency = (typeof CURRENCY_LIST)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

/** The settings meta rates (spec point 9); the server reads them from `settings_meta`, these are the defaults. */
export type ExchangeRates = { krw_to_usd: number; usd_to_krw: number };
export const DEFAULT_RATES: ExchangeRates = { krw_to_usd: 0.0007, usd_to_krw: 1465 };
/** The settings meta entry that holds them (`GET /settings/meta?type=exchange_rate`). */
export const EXCHANGE_RATE_META_KEY = "exchange_rate";

const MINOR_PER_MAJOR: Record<Currency, number> = { USD: 100, KRW: 1 };

/** Major units to integer minor units (cents, won), rounding half away from zero. */
export function toMinor(amount: number, currency: Currency): number {
  const scaled = amount * MINOR_PER_MAJOR[currency];
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + Number.EPSILON * Math.abs(scaled)) || 0;
}

/** Integer minor units back to major units. */
export function fromMinor(minor: number, currency: Currency): number {
  return minor / MINOR_PER_MAJOR[currency];
}

/** Rounds an amount to what the currency can hold: cents for USD, whole won for KRW. */
export function roundMoney(amount: number, currency: Currency): number {
  return fromMinor(toMinor(amount, currency), currency);
}

/** Converts with the meta rates and rounds to the target currency; same currency is returned as is. */
export function convertMoney(amount: number, from: Currency, to: Currency, rates: ExchangeRates): number {
  if (from === to) return roundMoney(amount, to);
  const rate = from === "KRW" ? rates.krw_to_usd : rates.usd_to_krw;
  return roundMoney(amount * rate, to);
}

/** One point is worth one won (the Korean shop convention); in a USD order it is converted at the meta rate. */
export function pointsValue(points: number, currency: Currency, rates: ExchangeRates): number {
  return convertMoney(points, "KRW", currency, rates);
}
