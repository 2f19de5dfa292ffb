import { type AddCartBody, type CartItem, CartItemSchema } from "@contracts/cart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { CART_PATH } from "./cart-list";
import { revalidateCart } from "./revalidate-cart";

/** `POST /cart`: the same product again adds to its item's quantities (the server merges). */
export async function addToCart(area: Area, body: AddCartBody): Promise<CartItem> {
  const res = await request(CART_PATH, { method: "POST", schema: CartItemSchema, body, auth: true, area });
  return res.data;
}

/** For the product page (the site passes it in): adds, then refreshes the cart list and the header count. */
export function useAddToCart(area: Area = "member") {
  const { mutate } = useSWRConfig();
  return useSWRMutation<CartItem, Error, readonly [string, Area, "add"], AddCartBody>(
    [CART_PATH, area, "add"] as const,
    async (_key, { arg }) => {
      const item = await addToCart(area, arg);
      await revalidateCart(mutate, area);
      return item;
    },
  );
}
