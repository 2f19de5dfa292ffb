/** A key of the `wishlist` namespace in, the active language's text out. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;
