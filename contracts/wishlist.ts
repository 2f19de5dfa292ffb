import { z } from "zod";
import { ProductSummarySchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idField, idParam } from "./fields";
import { LangSchema } from "./settings";

/** The member's wishlist: products, newest first. Adding twice or removing what is not there is not an error. */
export const WishlistItemSchema = z
  .object({ product: ProductSummarySchema, created_at: z.string() })
  .meta({ id: "WishlistItem" });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

export const WishlistQuerySchema = z.object({ lang: LangSchema.default("en") });
export const WishlistResponseSchema = envelopeSchema(
  z.array(WishlistItemSchema),
  z.object({ count: z.number().int() }),
);
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

export const AddWishlistBodySchema = z.object({ product_id: idField() });
export type AddWishlistBody = z.infer<typeof AddWishlistBodySchema>;
export const WishlistProductParamsSchema = z.object({ productId: idParam() });
export const WishlistChangeSchema = z.object({ product_id: z.number().int(), wished: z.boolean() });
export type WishlistChange = z.infer<typeof WishlistChangeSchema>;
export const WishlistChangeResponseSchema = envelopeSchema(WishlistChangeSchema);
