import type { AddCartBody, CartAddOutcome, CartItem } from "@contracts/cart";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { CART_PATH } from "./paths";
import { revalidateCart } from "./revalidate-cart";

// the product page holds this call from its first render: its schemas load with the first add, not with the page
const cartContract = () => import("@contracts/cart");
const ItemSchema = lazyParser<CartItem>(() => cartContract().then((m) => m.CartItemSchema));

export type AddToCartResult = { item: CartItem; outcome: CartAddOutcome };

/**
 * `POST /cart`: the options with the trip chosen. The same product again replaces its item's trip and options
 * (`outcome: "updated"`), so the page can say what happened instead of a silent change.
 */
export async function addToCart(area: Area, body: AddCartBody): Promise<AddToCartResult> {
  const res = await request(CART_PATH, { method: "POST", schema: ItemSchema, body, auth: true, area });
  // there since the answer was parsed
  const { CartAddOutcomeSchema } = await cartContract();
  return { item: res.data, outcome: CartAddOutcomeSchema.catch("added").parse(res.meta.outcome) };
}

/** For the product page (the site passes it in): adds, then refreshes the cart list and the header count. */
export function useAddToCart(area: Area = "member") {
  const { mutate } = useSWRConfig();
  return useSWRMutation<AddToCartResult, Error, readonly [string, Area, "add"], AddCartBody>(
    [CART_PATH, area, "add"] as const,
    async (_key, { arg }) => {
      const result = await addToCart(area, arg);
      await revalidateCart(mutate, area);
      return result;
    },
  );
}
