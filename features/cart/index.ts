// The cart feature's only door (ARCHITECTURE.md rule 2): the cart page, and the pieces the site hands to the
// header (the count) and to the product page (add to cart).
//
// The door is small and imported statically; the cart page and the add-to-cart call are chunks of their own behind
// loaders. The header's count is a direct export: the header's cart link is itself a chunk only members load.
export type { CartPaths, CartScreenProps } from "./screens/cart-screen";
export const loadCartScreen = async () => (await import("./screens/cart-screen")).CartScreen;
export const loadAddToCart = async () => {
  const { addToCart, useAddToCart } = await import("./api/add-to-cart");
  return { addToCart, useAddToCart };
};
export { preloadCartCount, useCartCount } from "./api/cart-count";
