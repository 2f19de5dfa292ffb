import { WishlistChangeSchema, WishlistItemSchema } from "@contracts/wishlist";
import { z } from "zod";

// The wishlist answers' schemas in their own chunk (outside the catalogue's bundle group, vite.config.ts): the
// hearts on the shop's front page need them only when a member's list is read or changed.
export const WishlistSchema = z.array(WishlistItemSchema);
export { WishlistChangeSchema as ChangeSchema };
