import { type CartItem, CartItemSchema } from "@contracts/cart";
import { type ProductDetail, ProductDetailSchema } from "@contracts/catalog";
import type { Currency } from "@contracts/money";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import type { ReservationSource } from "../model/draft";

export const CART_PATH = "/api/v1/cart";
export const productPath = (id: number) => `/api/v1/products/${id}`;

/**
 * The member's cart priced in the order's currency (this feature's own small reader: features never import each
 * other): each price one conversion from the option's own, as the server charges it.
 */
export async function fetchCartItems(area: Area, currency: Currency): Promise<CartItem[]> {
  const res = await request(CART_PATH, { schema: z.array(CartItemSchema), query: { currency }, auth: true, area });
  return res.data;
}

export async function fetchProduct(id: number, lang: Lang): Promise<ProductDetail> {
  const res = await request(productPath(id), { schema: ProductDetailSchema, query: { lang } });
  return res.data;
}

export type BookingSourceData = { kind: "cart"; items: CartItem[] } | { kind: "product"; product: ProductDetail };

/** What the draft's lines are made of: the chosen cart items, or the product with its options and dates. */
export function useBookingSource(area: Area, source: ReservationSource | null, lang: Lang, currency: Currency) {
  const token = useToken(area);
  const key: readonly unknown[] | null = !source
    ? null
    : source.kind === "cart"
      ? token
        ? ["reservation-lines", "cart", area, token, currency]
        : null
      : ["reservation-lines", "product", source.product_id, lang];
  return useSWR<BookingSourceData, Error>(key, async (): Promise<BookingSourceData> => {
    if (source?.kind === "product") return { kind: "product", product: await fetchProduct(source.product_id, lang) };
    return { kind: "cart", items: await fetchCartItems(area, currency) };
  });
}
