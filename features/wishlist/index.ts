// The wishlist feature's only door (ARCHITECTURE.md rule 2): the heart the site puts on catalog cards and pages,
// and the wishlist page.
export { WishlistToggle } from "./components/wishlist-toggle";
export type { WishlistToggleProps } from "./components/wishlist-toggle";
export { WishlistScreen } from "./screens/wishlist-screen";
export type { WishlistPaths, WishlistScreenProps } from "./screens/wishlist-screen";
