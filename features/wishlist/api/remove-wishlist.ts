import { WishlistChangeResponseSchema } from "@contracts/wishlist";
import { request } from "@lib/http/client";
import { WISHLIST_PATH } from "./wishlist";

const ChangeSchema = WishlistChangeResponseSchema.shape.data;

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
