import { type CartItem, CartItemSchema } from "@contracts/cart";
import type { Currency } from "@contracts/money";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useCurrency, useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { CART_PATH } from "./paths";

/**
 * Keyed by the token (another person signing in in this tab never sees the last one's cart) and by the currency
 * the visitor chose: a switch in the header asks again, every price one conversion from the option's own.
 */
export const cartKey = (area: Area, token: string | null, currency: Currency) =>
  token ? ([CART_PATH, area, token, currency] as const) : null;

export async function fetchCart(area: Area, currency: Currency): Promise<CartItem[]> {
  const res = await request(CART_PATH, { schema: z.array(CartItemSchema), query: { currency }, auth: true, area });
  return res.data;
}

export function useCart(area: Area) {
  const token = useToken(area);
  const currency = useCurrency();
  // the rows stay while the other currency loads, so a switch keeps what the person selected
  return useSWR<CartItem[], Error>(cartKey(area, token, currency), () => fetchCart(area, currency), {
    keepPreviousData: true,
  });
}
