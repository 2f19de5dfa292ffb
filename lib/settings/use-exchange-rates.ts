import { type ExchangeRates, DEFAULT_RATES } from "@contracts/money";
import { EXCHANGE_RATE_META_KEY, ExchangeRateMetaSchema, SettingsMetaSchema } from "@contracts/settings";
import useSWR, { preload } from "swr";
import { request } from "../http/client";

export const exchangeRatesKey = ["/api/v1/common/meta", EXCHANGE_RATE_META_KEY] as const;

/** The settings meta rates; a missing or malformed row falls back to the spec's defaults (never blocks a price). */
export async function fetchExchangeRates(): Promise<ExchangeRates> {
  try {
    const res = await request("/api/v1/common/meta", {
      schema: SettingsMetaSchema,
      query: { type: EXCHANGE_RATE_META_KEY },
      errorToast: false,
    });
    const parsed = ExchangeRateMetaSchema.safeParse(res.data.meta);
    return parsed.success ? parsed.data : DEFAULT_RATES;
  } catch {
    return DEFAULT_RATES;
  }
}

/** Rates for showing a price in the visitor's currency; the defaults until the server has answered. */
export function useExchangeRates(): ExchangeRates {
  const { data } = useSWR<ExchangeRates>(exchangeRatesKey, fetchExchangeRates, { revalidateOnFocus: false });
  return data ?? DEFAULT_RATES;
}

/** Starts the download at start-up (spec: settings load before the app). */
export function preloadExchangeRates(): void {
  preload(exchangeRatesKey, fetchExchangeRates).catch(() => undefined);
}
