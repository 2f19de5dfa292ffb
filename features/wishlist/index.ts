// The wishlist feature's only door (ARCHITECTURE.md rule 2): the heart the site puts on catalog cards and pages,
// and the wishlist page, each its own chunk behind a loader (the front page's hearts do not bring the wishlist page).
export type { WishlistToggleProps } from "./components/wishlist-toggle";
export type { WishlistPaths, WishlistScreenProps } from "./screens/wishlist-screen";
export const loadWishlistToggle = async () => (await import("./components/wishlist-toggle")).WishlistToggle;
export const loadWishlistScreen = async () => (await import("./screens/wishlist-screen")).WishlistScreen;
