// The cart's addresses, apart from the calls that parse their answers: what only names a key (the header's count, a
// refresh after a change) loads no schema.
export const CART_PATH = "/api/v1/cart";
export const CART_COUNT_PATH = "/api/v1/cart/count";
