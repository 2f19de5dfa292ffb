import { type Coupon, CouponSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

export const COUPONS_PATH = "/api/v1/members/coupons";

/** Names come in the page's language, so the language is part of the key. */
export const couponsKey = (area: Area, token: string | null, lang: Lang, productId?: number) =>
  token ? ([COUPONS_PATH, area, token, productId ?? null, lang] as const) : null;

/** All the member's coupons, or with `productId` the unused, unexpired ones that apply to that product. */
export async function fetchCoupons(area: Area, lang: Lang, productId?: number): Promise<Coupon[]> {
  const res = await request(COUPONS_PATH, {
    schema: z.array(CouponSchema),
    query: { product_id: productId, lang },
    auth: true,
    area,
  });
  return res.data;
}

export function useCoupons(area: Area, lang: Lang, productId?: number) {
  const token = useToken(area);
  return useSWR<Coupon[], Error>(couponsKey(area, token, lang, productId), () => fetchCoupons(area, lang, productId));
}
