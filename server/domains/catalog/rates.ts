import { DEFAULT_RATES, type Currency, type ExchangeRates } from "@contracts/money";
import { EXCHANGE_RATE_META_KEY, ExchangeRateMetaSchema } from "@contracts/settings";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { settingsMeta } from "../site/tables";

/** The settings meta rates; the defaults when the row is missing or malformed (a bad edit must not stop sales). */
export async function exchangeRates(db: Db): Promise<ExchangeRates> {
  const [row] = await db
    .select({ meta: settingsMeta.meta })
    .from(settingsMeta)
    .where(eq(settingsMeta.key, EXCHANGE_RATE_META_KEY));
  const parsed = ExchangeRateMetaSchema.safeParse(row?.meta);
  return parsed.success ? parsed.data : DEFAULT_RATES;
}

/** A stored price (minor units) as US dollars, for comparing prices across currencies. */
export function usdValue(priceMinor: number, currency: Currency, rates: ExchangeRates): number {
  return currency === "USD" ? priceMinor / 100 : priceMinor * rates.krw_to_usd;
}
