/**
 * Money as people read it. Callers convert between currencies; this only writes an amount in its own currency.
 *
 * Decisions (unit-tested):
 * - USD: `$` and cents only when there are cents: "$49", "$1,234.50" (never "$1,234.5"); whole prices are the
 *   norm in the catalog, and ".00" on every card is noise.
 * - KRW: `₩` and no decimals ("₩1,465,000"); the won has no minor unit in use, so amounts are rounded.
 * - The symbol is the narrow one in every locale: Korean pages show "$49", not "US$49".
 * - Thousands separators come from Intl for the locale (en and ko both use commas).
 */

export type PriceCurrency = "USD" | "KRW";

/** The spec's cart rule: the dollar sign if the currency is USD, else the won sign. */
export function currencySymbol(currency: string): "$" | "₩" {
  return currency === "USD" ? "$" : "₩";
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: PriceCurrency, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** "$49", "$1,234.50", "₩1,465,000"; `locale` is "en" or "ko" (Intl decides separators). */
export function formatPrice(amount: number, currency: PriceCurrency, locale: string): string {
  // `|| 0` turns a rounded -0 into 0, which Intl would write "-$0"
  if (currency === "KRW") return formatter(locale, currency, 0).format(Math.round(amount) || 0);
  // whole cents first, so 49.999 is "$50" and 1234.5 is "$1,234.50"
  const cents = Math.round(amount * 100);
  return formatter(locale, currency, cents % 100 === 0 ? 0 : 2).format(cents / 100 || 0);
}
