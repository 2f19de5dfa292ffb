import { SHOP_DASHBOARD_PATH, type ShopDashboard, ShopDashboardSchema } from "@contracts/shop-dashboard";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const OPERATOR_AREA = "admin" as const;

/** `GET /admin/shop/dashboard`: the shop's figures now (no language: figures and days only). */
export async function fetchShopDashboard(): Promise<ShopDashboard> {
  const res = await request(SHOP_DASHBOARD_PATH, {
    schema: ShopDashboardSchema,
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/** Keyed by the token (another operator in this tab reads afresh); read again every minute while open. */
export function useShopDashboard() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<ShopDashboard, Error>(token ? [SHOP_DASHBOARD_PATH, token] : null, fetchShopDashboard, {
    refreshInterval: 60_000,
  });
}
