import { createFeatureText } from "@lib/i18n/feature-text";

/** The `wishlist` namespace's `t` and the page's language. */
export const useWishlistText = createFeatureText("wishlist");
