import { z } from "zod";
import { IsoDateSchema, ProductKindSchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idField, idParam } from "./fields";
import { CurrencySchema } from "./money";

/**
 * The cart (spec points 3 and 7). A cart option carries the currency the member shopped in; its
 * `product_option.price` is the unit price in that currency (converted at the meta rates when the option is sold
 * in the other one), so the client's derivations (symbol from the first option, sum of price x quantity) hold.
 */

export const CartProductOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  option_start_date: IsoDateSchema,
  option_end_date: IsoDateSchema,
  price: z.number(),
});

export const CartOptionSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  currency: CurrencySchema,
  product_option: CartProductOptionSchema,
});
export type CartOption = z.infer<typeof CartOptionSchema>;

export const CartItemSchema = z
  .object({
    id: z.number().int(),
    member_id: z.number().int(),
    product_id: z.number().int(),
    product: z.object({ name: z.string(), thumbnail: z.string(), kind: ProductKindSchema }),
    options: z.array(CartOptionSchema),
    created_at: z.string(),
  })
  .meta({ id: "CartItem" });
export type CartItem = z.infer<typeof CartItemSchema>;

export const MAX_OPTION_QUANTITY = 99;

export const CART_MESSAGES = {
  optionRequired: "Please select an option.",
  optionNotBookable: "This option cannot be booked.",
  optionNotInProduct: "This option does not belong to the product.",
  memberMismatch: "You can only add to your own cart.",
  itemNotFound: "This cart item was not found.",
} as const;

export const AddCartOptionSchema = z.object({
  product_option_id: idField(),
  quantity: z.number().int().min(1).max(MAX_OPTION_QUANTITY),
  currency: CurrencySchema,
});

/** `POST /cart`. Adding a product already in the cart adds the quantities to that item instead of a second row. */
export const AddCartBodySchema = z.object({
  member_id: idField(),
  product_id: idField(),
  options: z.array(AddCartOptionSchema).min(1, CART_MESSAGES.optionRequired),
});
export type AddCartBody = z.infer<typeof AddCartBodySchema>;

export const CartListResponseSchema = envelopeSchema(z.array(CartItemSchema), z.object({ count: z.number().int() }));
export type CartListResponse = z.infer<typeof CartListResponseSchema>;
export const CartItemResponseSchema = envelopeSchema(CartItemSchema);
export const CartCountResponseSchema = envelopeSchema(z.object({ count: z.number().int() }));
export const CartItemIdParamsSchema = z.object({ id: idParam() });
export const CartDeleteResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));
