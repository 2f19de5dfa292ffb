import { z } from "zod";
import { CURRENCY_LIST } from "./money-rules";

/** The money rules (money-rules.ts, without the schema library) and the currency's schema. */
export * from "./money-rules";

export const CurrencySchema = z.enum(CURRENCY_LIST);
