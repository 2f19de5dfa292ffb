// The shop's board types, without the schema library, so a site's first chunk can name them (as payment-methods.ts);
// contracts/boards.ts re-exports them.

/** The types the shop's `/board/{type?}` offers; microsites add their own (faq, press, media, ...). */
export const SHOP_BOARD_TYPES = ["notice", "event", "news"] as const;
/** `/board` without a type shows the notices. */
export const DEFAULT_BOARD_TYPE = "notice";
