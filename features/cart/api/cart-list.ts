import { type CartItem, CartItemSchema } from "@contracts/cart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

export const CART_PATH = "/api/v1/cart";

/** Keyed by the token: another person signing in in this tab never sees the last one's cart. */
export const cartKey = (area: Area, token: string | null) => (token ? ([CART_PATH, area, token] as const) : null);

export async function fetchCart(area: Area): Promise<CartItem[]> {
  const res = await request(CART_PATH, { schema: z.array(CartItemSchema), auth: true, area });
  return res.data;
}

export function useCart(area: Area) {
  const token = useToken(area);
  return useSWR<CartItem[], Error>(cartKey(area, token), () => fetchCart(area));
}
