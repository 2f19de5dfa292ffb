import { apiError, never, ok } from "@blocks/mock-api";
import { http } from "msw";
import { CART_COUNT_PATH, CART_PATH } from "../api/paths";
import { cartFixture } from "./fixtures";

/**
 * A cart that remembers deletes for the length of a story (a fresh copy per call of `statefulCart`), so a play
 * function sees the list shrink as on the server.
 */
export function statefulCart(initial = cartFixture) {
  let items = [...initial];
  const deleted: number[] = [];
  return {
    deleted,
    handlers: [
      http.get(CART_PATH, () => ok(items, { count: items.length })),
      http.get(CART_COUNT_PATH, () => ok({ count: items.length })),
      http.delete(`${CART_PATH}/:id`, ({ params }) => {
        const id = Number(params.id);
        deleted.push(id);
        items = items.filter((item) => item.id !== id);
        return ok({ id });
      }),
    ],
  };
}

export const cartHandlers = {
  success: [
    http.get(CART_PATH, () => ok(cartFixture, { count: cartFixture.length })),
    http.get(CART_COUNT_PATH, () => ok({ count: cartFixture.length })),
  ],
  empty: [http.get(CART_PATH, () => ok([], { count: 0 })), http.get(CART_COUNT_PATH, () => ok({ count: 0 }))],
  error: http.get(CART_PATH, () => apiError(500, "INTERNAL_ERROR", "The cart service is being restarted.")),
  unauthorized: http.get(CART_PATH, () => apiError(401, "UNAUTHORIZED", "Please sign in.")),
  loading: http.get(CART_PATH, never),
};
