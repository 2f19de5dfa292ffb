import type { Area } from "@lib/session/areas";
import type { ScopedMutator } from "swr";
import { CART_COUNT_PATH, CART_PATH } from "./paths";

/** A change to the cart refreshes the list and the header's count, whichever token keyed them. */
export function revalidateCart(mutate: ScopedMutator, area: Area): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && (key[0] === CART_PATH || key[0] === CART_COUNT_PATH) && key[1] === area);
}
