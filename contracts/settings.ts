import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { idParam, requiredString } from "./fields";

export const LangSchema = z.enum(["en", "ko"]);
export type Lang = z.infer<typeof LangSchema>;

export type Menu = {
  id: number;
  title: string;
  path: string;
  sort_order: number;
  /** Top-level entries hold their children; children hold an empty list. */
  children: Menu[];
};

export const MenuSchema: z.ZodType<Menu> = z
  .object({
    id: z.number().int(),
    title: z.string(),
    path: z.string(),
    sort_order: z.number().int(),
    get children() {
      return z.array(MenuSchema);
    },
  })
  .meta({ id: "Menu" });

export const MenusQuerySchema = z.object({
  lang: LangSchema.default("en"),
});
export type MenusQuery = z.infer<typeof MenusQuerySchema>;

export const MenuIdParamsSchema = z.object({
  id: idParam(),
});

export const MenusMetaSchema = z.object({ lang: LangSchema, count: z.number().int() });
export const MenusResponseSchema = envelopeSchema(z.array(MenuSchema), MenusMetaSchema);
export type MenusResponse = z.infer<typeof MenusResponseSchema>;
export const MenuResponseSchema = envelopeSchema(MenuSchema);
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

export const SettingsMetaSchema = z
  .object({
    key: z.string(),
    meta: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "SettingsMeta" });
export type SettingsMeta = z.infer<typeof SettingsMetaSchema>;

export const SettingsMetaQuerySchema = z.object({ type: requiredString() });
export const SettingsMetaResponseSchema = envelopeSchema(SettingsMetaSchema);
export type SettingsMetaResponse = z.infer<typeof SettingsMetaResponseSchema>;

export const ExchangeRateMetaSchema = z.object({
  krw_to_usd: z.number().positive(),
  usd_to_krw: z.number().positive(),
});
export type ExchangeRateMeta = z.infer<typeof ExchangeRateMetaSchema>;

export { EXCHANGE_RATE_META_KEY } from "./money-rules";

export const DEFAULT_EXCHANGE_RATES: ExchangeRateMeta = { krw_to_usd: 0.0007, usd_to_krw: 1465 };
