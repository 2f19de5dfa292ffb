import { REFUND_STATES, type RefundState } from "@contracts/refunds";

/** The tabs, the owed ones first: what is still to be sent is what operators come for. */
export const REFUND_TABS = REFUND_STATES;

/** The tab and page of the address (`?state=returned&page=2`); anything else is the first page of owed ones. */
export function refundFilters(params: URLSearchParams): { state: RefundState; page: number } {
  const asked = params.get("state");
  const state = REFUND_TABS.find((tab) => tab === asked) ?? "owed";
  const page = Number(params.get("page"));
  return { state, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a tab and page, the defaults left out. */
export function refundSearch(state: RefundState, page: number): string {
  const search = new URLSearchParams();
  if (state !== "owed") search.set("state", state);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
