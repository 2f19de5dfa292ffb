import { z } from "zod";
import { envelopeSchema } from "./envelope";
import { requiredString } from "./fields";

export const CommonCodeSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    code: z.string(),
    name_en: z.string(),
    name_ko: z.string(),
    sort_order: z.number().int(),
  })
  .meta({ id: "CommonCode" });
export type CommonCode = z.infer<typeof CommonCodeSchema>;

/** Code types the seed fills; the API accepts any type and answers an empty list for unknown ones. */
export const COMMON_CODE_TYPES = [
  "nationality",
  "bank",
  "inquiry_type",
  "payment_method",
  "product_category",
  "region",
] as const;
export type CommonCodeType = (typeof COMMON_CODE_TYPES)[number];

export const CommonQuerySchema = z.object({ type: requiredString() });
export type CommonQuery = z.infer<typeof CommonQuerySchema>;

export const CommonCodesMetaSchema = z.object({ type: z.string(), count: z.number().int() });
export const CommonCodesResponseSchema = envelopeSchema(z.array(CommonCodeSchema), CommonCodesMetaSchema);
export type CommonCodesResponse = z.infer<typeof CommonCodesResponseSchema>;
