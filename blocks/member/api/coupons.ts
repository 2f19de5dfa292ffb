import { type Coupon, CouponSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

export const COUPONS_PATH = "/api/v1/members/coupons";

export type CouponsQuery = {
  /** Only the unused, unexpired coupons that apply to this product; every coupon without it. */
  productId?: number | null;
  /** The language of the names (the page's); left out, the server's default, English. */
  lang?: Lang;
  /** `false` where the list is one choice of a form that works without it; the transport's toast otherwise. */
  errorToast?: boolean;
};

/** The product and the language are part of the key: each asks for a different list or different names. */
export const couponsKey = (area: Area, token: string | null, { productId, lang }: CouponsQuery = {}) =>
  token ? ([COUPONS_PATH, area, token, productId ?? null, lang ?? null] as const) : null;

/** The member's coupons (`GET /api/v1/members/coupons`), soonest expiry first. */
export async function fetchCoupons(area: Area, { productId, lang, errorToast }: CouponsQuery = {}): Promise<Coupon[]> {
  const res = await request(COUPONS_PATH, {
    schema: z.array(CouponSchema),
    query: { product_id: productId ?? undefined, lang },
    auth: true,
    area,
    errorToast,
  });
  return res.data;
}

export function useCoupons(area: Area, query: CouponsQuery = {}) {
  const token = useToken(area);
  const { productId, lang, errorToast } = query;
  return useSWR<Coupon[], Error>(couponsKey(area, token, { productId, lang }), () =>
    fetchCoupons(area, { productId, lang, errorToast }),
  );
}
