/** The member page's tabs, in order; the first is the page's plain address (`?tab=` names the others). */
export const MY_PAGE_TABS = ["passes", "orders", "questions"] as const;

/** The member's own details (name, phone, password): one account serves every site, and the shop keeps its page. */
export const MEMBER_DETAILS_PATH = "/account/my-profile";

/** The orders tab's status filter (`?status=`): the reservations list's, dropped when another tab is chosen. */
export const ORDER_FILTER = "status";
