// The cart feature's only door (ARCHITECTURE.md rule 2): the cart page, and the pieces the site hands to the
// header (the count) and to the product page (add to cart).
export { CartScreen } from "./screens/cart-screen";
export type { CartPaths, CartScreenProps } from "./screens/cart-screen";
export { preloadCartCount, useCartCount } from "./api/cart-count";
export { addToCart, useAddToCart } from "./api/add-to-cart";
