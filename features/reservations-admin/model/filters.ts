import type { PaymentMethod } from "@contracts/reservations";
import { PAYMENT_METHODS } from "@contracts/payment-methods";

/**
 * The list's tabs: every reservation, those awaiting a bank deposit, the unpaid (awaiting a deposit or a card
 * payment), the paid, the cancellation requests and the cancelled. Each is the API's `status` filter.
 */
export const STATUS_TABS = ["all", "waiting", "pending", "confirmed", "cancel_requested", "cancelled"] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

export { PAYMENT_METHODS };

/** What the list shows, as kept in the address. */
export type ReservationListFilters = {
  status: StatusTab;
  page: number;
  q: string;
  product_id: number | null;
  departure_from: string;
  departure_to: string;
  payment_method: PaymentMethod | null;
};

export const NO_FILTERS: Omit<ReservationListFilters, "status" | "page"> = {
  q: "",
  product_id: null,
  departure_from: "",
  departure_to: "",
  payment_method: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : "");

/** The filters of the address; anything unknown is left out (the first page of every reservation). */
export function listFilters(params: URLSearchParams): ReservationListFilters {
  const status = STATUS_TABS.find((tab) => tab === params.get("status")) ?? "all";
  const page = Number(params.get("page"));
  const product = Number(params.get("product_id"));
  const method = PAYMENT_METHODS.find((each) => each === params.get("payment_method")) ?? null;
  return {
    status,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    q: (params.get("q") ?? "").trim().slice(0, 100),
    product_id: Number.isInteger(product) && product > 0 ? product : null,
    departure_from: dayOf(params.get("departure_from")),
    departure_to: dayOf(params.get("departure_to")),
    payment_method: method,
  };
}

/** The address of some filters, the defaults left out. */
export function listSearch(filters: ReservationListFilters): string {
  const search = new URLSearchParams();
  if (filters.status !== "all") search.set("status", filters.status);
  if (filters.q) search.set("q", filters.q);
  if (filters.product_id) search.set("product_id", String(filters.product_id));
  if (filters.departure_from) search.set("departure_from", filters.departure_from);
  if (filters.departure_to) search.set("departure_to", filters.departure_to);
  if (filters.payment_method) search.set("payment_method", filters.payment_method);
  if (filters.page > 1) search.set("page", String(filters.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** Whether anything beyond the tab narrows the list. */
export const isFiltered = (filters: ReservationListFilters) =>
  Boolean(filters.q || filters.product_id || filters.departure_from || filters.departure_to || filters.payment_method);

/** The API's query of the filters (the export's too, without the paging). */
export function apiQuery(filters: ReservationListFilters): Record<string, string | number | undefined> {
  return {
    status: filters.status,
    q: filters.q || undefined,
    product_id: filters.product_id ?? undefined,
    departure_from: filters.departure_from || undefined,
    departure_to: filters.departure_to || undefined,
    payment_method: filters.payment_method ?? undefined,
  };
}
