// The sites' board types, without the schema library, so a site's first chunk can name them (as payment-methods.ts);
// contracts/boards.ts re-exports them. The seeds create these boards; the sites list them.

/** The types the shop's `/board/{type?}` offers. */
export const SHOP_BOARD_TYPES = ["notice", "event", "news"] as const;
/** `/board` without a type shows the notices. */
export const DEFAULT_BOARD_TYPE = "notice";
/** A site's frequently asked questions: a board of its own, shown as questions that open to their answers. */
export const FAQ_BOARD_TYPE = "faq";
/** The medical travel mart's list boards (`/sitmmt/board?type=`); its FAQ has a page of its own. */
export const MART_BOARD_TYPES = ["notice", "press", "media"] as const;
/** The ROK–US tour site's boards: its notices and its FAQ, each on a page of its own. */
export const ROK_US_BOARD_TYPES = ["notice", FAQ_BOARD_TYPE] as const;
/** The MICE fair's list boards (`/mice/notice/list`, `/mice/news/list`); its FAQ has a page of its own. */
export const MICE_BOARD_TYPES = ["notice", "news"] as const;
