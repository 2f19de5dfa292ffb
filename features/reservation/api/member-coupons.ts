import { type Coupon, CouponSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

export const COUPONS_PATH = "/api/v1/members/coupons";

/** With a product: the unused, unexpired coupons that apply to it; for a cart order, every usable one. */
export async function fetchUsableCoupons(area: Area, productId: number | null): Promise<Coupon[]> {
  const res = await request(COUPONS_PATH, {
    schema: z.array(CouponSchema),
    query: { product_id: productId ?? undefined },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useUsableCoupons(area: Area, productId: number | null) {
  const token = useToken(area);
  return useSWR<Coupon[], Error>(token ? [COUPONS_PATH, area, token, productId] : null, () =>
    fetchUsableCoupons(area, productId),
  );
}
