import { request } from "@lib/http/client";
import { fields, guard } from "@lib/http/parser";
import type { Area } from "@lib/session/areas";
import { getToken } from "@lib/session/session-store";
import { useToken } from "@lib/session/use-session";
import useSWR, { preload } from "swr";
import { CART_COUNT_PATH } from "./paths";

// a guard, not a schema: the header shows the count on every page, and no page should load the schema library for it
const CountSchema = guard(fields({ count: "integer" }));

export const cartCountKey = (area: Area, token: string | null) =>
  token ? ([CART_COUNT_PATH, area, token] as const) : null;

/** The header's badge: how many items the cart holds. Quiet: a failed count never interrupts the page. */
export async function fetchCartCount(area: Area): Promise<number> {
  const res = await request(CART_COUNT_PATH, {
    schema: CountSchema,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data.count;
}

/** The cart's item count for a signed-in member; `undefined` for a guest or while it loads. */
export function useCartCount(area: Area = "member") {
  const token = useToken(area);
  return useSWR<number, Error>(cartCountKey(area, token), () => fetchCartCount(area));
}

/** Spec start-up order: with a signed-in user, the cart total count loads before the app mounts. */
export function preloadCartCount(area: Area = "member"): Promise<number | null> {
  const key = cartCountKey(area, getToken(area));
  if (!key) return Promise.resolve(null);
  return preload(key, () => fetchCartCount(area)).catch(() => null);
}
