import type { WishlistChange } from "@contracts/wishlist";
import { request } from "@lib/http/client";
import { lazyParser } from "@lib/http/parser";
import { WISHLIST_PATH } from "./wishlist";

const ChangeSchema = lazyParser<WishlistChange>(() => import("./schemas").then((m) => m.ChangeSchema));

export const wishlistItemPath = (productId: number) => `${WISHLIST_PATH}/${productId}`;

/** Removes a product; removing one that is not there is not an error. */
export async function removeWishlist(productId: number) {
  const res = await request(wishlistItemPath(productId), {
    method: "DELETE",
    schema: ChangeSchema,
    auth: true,
    area: "member",
  });
  return res.data;
}
