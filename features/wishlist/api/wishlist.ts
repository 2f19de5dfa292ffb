import type { WishlistItem } from "@contracts/wishlist";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const WISHLIST_PATH = "/api/v1/wishlist";

const WishlistSchema = lazyParser<WishlistItem[]>(() => import("./schemas").then((m) => m.WishlistSchema));

/** Keyed by the member's token (another person signing in in the tab gets their own list) and the language. */
export const wishlistKey = (token: string | null, lang: Lang) =>
  token ? ([WISHLIST_PATH, token, lang] as const) : null;
export type WishlistKey = NonNullable<ReturnType<typeof wishlistKey>>;

/** The member's wishlist, newest first, names in the page's language. */
export async function fetchWishlist(lang: Lang): Promise<WishlistItem[]> {
  const res = await request(WISHLIST_PATH, {
    schema: WishlistSchema,
    query: { lang },
    auth: true,
    area: "member",
  });
  return res.data;
}

/** Waits (no request) while nobody is signed in. */
export function useWishlist(lang: Lang) {
  const token = useToken("member");
  return useSWR<WishlistItem[], Error>(wishlistKey(token, lang), () => fetchWishlist(lang));
}
