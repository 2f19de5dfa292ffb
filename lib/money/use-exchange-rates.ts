import { type ExchangeRates, DEFAULT_RATES, EXCHANGE_RATE_META_KEY } from "@contracts/money-rules";
import useSWR, { preload } from "swr";
import { request } from "../http/client";
import { fields, guard, isRecord } from "../http/parser";

// Small guards rather than the contract schemas: prices in the first page's header use the rates.
const SettingsMeta = guard(
  (value: unknown): value is { key: string; meta: Record<string, unknown> } =>
    fields({ key: "string" })(value) && isRecord(value.meta),
);
const isRates = fields({ krw_to_usd: "number", usd_to_krw: "number" });

export const exchangeRatesKey = ["/api/v1/common/meta", EXCHANGE_RATE_META_KEY] as const;

/** The settings meta rates; a missing or malformed row falls back to the spec's defaults (never blocks a price). */
export async function fetchExchangeRates(): Promise<ExchangeRates> {
  try {
    const res = await request("/api/v1/common/meta", {
      schema: SettingsMeta,
      query: { type: EXCHANGE_RATE_META_KEY },
      errorToast: false,
    });
    const rates = res.data.meta;
    return isRates(rates) && rates.krw_to_usd > 0 && rates.usd_to_krw > 0
      ? { krw_to_usd: rates.krw_to_usd, usd_to_krw: rates.usd_to_krw }
      : DEFAULT_RATES;
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
