import { apiError, ok } from "@blocks/mock-api";
import { DEFAULT_EXCHANGE_RATES, EXCHANGE_RATE_META_KEY } from "@contracts/settings";
import { http } from "msw";

/**
 * What every site's page reads on its own, whatever the screen: the exchange rates a price in the visitor's currency
 * is shown with (`GET /api/v1/common/meta?type=exchange_rate`, lib/money/use-exchange-rates.ts), answered with the row
 * the server seeds. Any other key is unknown to it, as to a fresh server (404). A story that shows other rates answers
 * the call itself.
 */
export function siteDefaults() {
  return [
    http.get("/api/v1/common/meta", ({ request }) =>
      new URL(request.url).searchParams.get("type") === EXCHANGE_RATE_META_KEY
        ? ok({ key: EXCHANGE_RATE_META_KEY, meta: { ...DEFAULT_EXCHANGE_RATES } })
        : apiError(404, "NOT_FOUND", "Settings meta not found"),
    ),
  ];
}
