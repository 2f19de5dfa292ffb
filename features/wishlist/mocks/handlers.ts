import { apiError, never, ok, unauthorized } from "@blocks/mock-api";
import type { WishlistItem } from "@contracts/wishlist";
import { delay, http } from "msw";
import { WISHLIST_PATH } from "../api/wishlist";
import { productById, wishlistFixture } from "./fixtures";

const ITEM_PATH = `${WISHLIST_PATH}/:productId`;

/**
 * A wishlist the story can change: list, add (idempotent) and remove (idempotent), as the server does. Writes take
 * `writeDelay` ms, long enough for a play function to see the heart change before the server has answered.
 */
export function statefulWishlist(
  initial: readonly WishlistItem[] = wishlistFixture,
  { writeDelay = 0, failWrites = false }: { writeDelay?: number; failWrites?: boolean } = {},
) {
  let items = [...initial];
  const refused = () => apiError(503, "SERVICE_UNAVAILABLE", "Wishlists are read-only during maintenance.");
  return [
    http.get(WISHLIST_PATH, () => ok(items, { count: items.length })),
    http.post(WISHLIST_PATH, async ({ request }) => {
      await delay(writeDelay);
      if (failWrites) return refused();
      const { product_id } = (await request.json()) as { product_id: number };
      const product = productById(product_id);
      if (!product) return apiError(404, "NOT_FOUND", "This product was not found.");
      if (!items.some((item) => item.product.id === product_id)) {
        items = [{ product, created_at: "2026-05-15T10:00:00+09:00" }, ...items];
      }
      return ok({ product_id, wished: true });
    }),
    http.delete(ITEM_PATH, async ({ params }) => {
      await delay(writeDelay);
      if (failWrites) return refused();
      const productId = Number(params.productId);
      items = items.filter((item) => item.product.id !== productId);
      return ok({ product_id: productId, wished: false });
    }),
  ];
}

export const wishlistHandlers = {
  empty: http.get(WISHLIST_PATH, () => ok([], { count: 0 })),
  error: http.get(WISHLIST_PATH, () => apiError(500, "INTERNAL_ERROR", "The wishlist shelf is being rearranged.")),
  unauthorized: http.get(WISHLIST_PATH, unauthorized),
  loading: http.get(WISHLIST_PATH, never),
};

/** The settings meta rates (the spec's defaults). */
export const ratesHandler = http.get("/api/v1/common/meta", () =>
  ok({ key: "exchange_rate", meta: { krw_to_usd: 0.0007, usd_to_krw: 1465 } }),
);
