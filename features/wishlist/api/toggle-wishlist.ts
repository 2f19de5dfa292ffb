import type { WishlistItem } from "@contracts/wishlist";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWRMutation from "swr/mutation";
import { withoutProduct } from "../model/wishlist";
import { addWishlist } from "./add-wishlist";
import { removeWishlist } from "./remove-wishlist";
import { wishlistKey } from "./wishlist";

export type WishlistChange = { productId: number; wish: boolean };

/**
 * Adds or removes a product. A removal leaves the cached list at once and comes back if the call fails
 * (`rollbackOnError`); either way the list is fetched again afterwards, so it holds what the server holds.
 */
export function useToggleWishlist(lang: Lang) {
  const token = useToken("member");
  const mutation = useSWRMutation<unknown, Error, ReturnType<typeof wishlistKey>, WishlistChange>(
    wishlistKey(token, lang),
    (_key, { arg }) => (arg.wish ? addWishlist(arg.productId) : removeWishlist(arg.productId)),
    { populateCache: false, revalidate: true, rollbackOnError: true },
  );
  const trigger = (change: WishlistChange) =>
    mutation.trigger(change, {
      optimisticData: (current?: WishlistItem[]) =>
        // an added product's card data comes with the reload; only a removal can be shown before it
        current && !change.wish ? withoutProduct(current, change.productId) : (current ?? []),
    });
  return { trigger, isMutating: mutation.isMutating };
}
