import type { WishlistItem } from "@contracts/wishlist";

/** Whether a product is on the wishlist. */
export function isWished(items: readonly WishlistItem[] | undefined, productId: number): boolean {
  return items?.some((item) => item.product.id === productId) ?? false;
}

/** The list without one product (a removal shown before the server confirms it). */
export function withoutProduct(items: readonly WishlistItem[], productId: number): WishlistItem[] {
  return items.filter((item) => item.product.id !== productId);
}

/**
 * What the toggle shows: the person's last press while it is on its way, else what the list says. `null` means no
 * press is pending.
 */
export function shownWished(listWished: boolean, pending: boolean | null): boolean {
  return pending ?? listWished;
}

/** A pending press is settled once the list says the same (no flicker back while the list reloads). */
export function isSettled(listWished: boolean, pending: boolean | null): boolean {
  return pending === null || pending === listWished;
}
