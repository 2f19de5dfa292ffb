import { z } from "zod";
import { IsoDateSchema, PricingSchema, ProductKindSchema, ProductLangQuerySchema } from "./catalog";
import { envelopeSchema } from "./envelope";
import { idField, idParam } from "./fields";
import { CurrencySchema } from "./money";
import {
  DEPARTURE_TIME_PATTERN,
  MAX_LUGGAGE,
  MAX_TRAVELERS,
  MIN_TRAVELERS,
  RESERVATION_MESSAGES,
} from "./reservations";

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
  pricing: PricingSchema,
  group_size: z.number().int().nullable(),
  /** The departure times the operator runs on this option's days (`HH:MM`), earliest first. */
  departure_times: z.array(z.string()),
});

export const CartOptionSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  currency: CurrencySchema,
  product_option: CartProductOptionSchema,
});
export type CartOption = z.infer<typeof CartOptionSchema>;

/** The trip a cart item was chosen for on the product page; the cart shows it and the reservation starts from it. */
export const CartTripSchema = z.object({
  departure_date: IsoDateSchema,
  departure_time: z.string(),
  travelers: z.number().int(),
  luggage: z.number().int(),
});
export type CartTrip = z.infer<typeof CartTripSchema>;

export const CartItemSchema = z
  .object({
    id: z.number().int(),
    member_id: z.number().int(),
    product_id: z.number().int(),
    product: z.object({ name: z.string(), thumbnail: z.string(), kind: ProductKindSchema }),
    options: z.array(CartOptionSchema),
    /** `null` for an item added before the cart kept trips: the reservation asks for them. */
    trip: CartTripSchema.nullable(),
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

/**
 * `POST /cart`: the options and the trip chosen on the product page. A product already in the cart is replaced by
 * this choice (one trip per product: 200 with `meta.outcome` "updated", else 201 "added"); each option's
 * quantity is what the travellers book (`bookedUnits`), never a sum of adds.
 */
export const AddCartBodySchema = z.object({
  member_id: idField(),
  product_id: idField(),
  options: z.array(AddCartOptionSchema).min(1, CART_MESSAGES.optionRequired),
  departure_date: IsoDateSchema,
  departure_time: z.string().regex(DEPARTURE_TIME_PATTERN, RESERVATION_MESSAGES.departureTimeRequired),
  travelers: z.number().int().min(MIN_TRAVELERS, RESERVATION_MESSAGES.minTravelers).max(MAX_TRAVELERS),
  luggage: z.number().int().min(0).max(MAX_LUGGAGE),
});
export type AddCartBody = z.infer<typeof AddCartBodySchema>;

/**
 * `GET /cart` query: with `currency`, every option answers in it, one conversion from the option's own stored price
 * (never a round trip through the currency it was shopped in), so the cart follows the visitor's currency switch.
 */
export const CartListQuerySchema = ProductLangQuerySchema.extend({ currency: CurrencySchema.optional() });

export const CartListResponseSchema = envelopeSchema(z.array(CartItemSchema), z.object({ count: z.number().int() }));
export type CartListResponse = z.infer<typeof CartListResponseSchema>;
export const CartItemResponseSchema = envelopeSchema(CartItemSchema);
/** What an add did: a new item, or the product's item replaced by the trip just chosen (the page says which). */
export const CartAddOutcomeSchema = z.enum(["added", "updated"]);
export type CartAddOutcome = z.infer<typeof CartAddOutcomeSchema>;
export const CartAddResponseSchema = envelopeSchema(CartItemSchema, z.object({ outcome: CartAddOutcomeSchema }));
export type CartAddResponse = z.infer<typeof CartAddResponseSchema>;
export const CartCountResponseSchema = envelopeSchema(z.object({ count: z.number().int() }));
export const CartItemIdParamsSchema = z.object({ id: idParam() });
export const CartDeleteResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));
