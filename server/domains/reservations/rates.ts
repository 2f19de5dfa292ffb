import type { ExchangeRates } from "@contracts/money";
import { DEFAULT_EXCHANGE_RATES, EXCHANGE_RATE_META_KEY, ExchangeRateMetaSchema } from "@contracts/settings";
import { eq } from "drizzle-orm";
import { settingsMeta } from "../site/tables";
import type { DbOrTx } from "../auth/sessions";

/** The settings meta rates, or the defaults when the row is missing or unusable. */
export async function exchangeRates(db: DbOrTx): Promise<ExchangeRates> {
  const [row] = await db
    .select({ meta: settingsMeta.meta })
    .from(settingsMeta)
    .where(eq(settingsMeta.key, EXCHANGE_RATE_META_KEY));
  const parsed = ExchangeRateMetaSchema.safeParse(row?.meta);
  return parsed.success ? parsed.data : { ...DEFAULT_EXCHANGE_RATES };
}
