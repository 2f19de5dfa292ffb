import type { WishlistChange } from "@contracts/wishlist";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import { WISHLIST_PATH } from "./wishlist";

const ChangeSchema = lazyParser<WishlistChange>(() => import("./schemas").then((m) => m.ChangeSchema));

/** Adds a product; adding it twice is not an error (the server answers `wished: true` again). */
export async function addWishlist(productId: number) {
  const res = await request(WISHLIST_PATH, {
    method: "POST",
    schema: ChangeSchema,
    body: { product_id: productId },
    auth: true,
    area: "member",
  });
  return res.data;
}
