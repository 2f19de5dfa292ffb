import type { ApplicationFilter } from "../api/applications";

/** The list's filters, the waiting ones first: what waits for a decision is what operators come for. */
export const APPLICATION_FILTERS = [
  "submitted",
  "approved",
  "declined",
  "all",
] as const satisfies readonly ApplicationFilter[];

/** The filter and page of the address (`?status=approved&page=2`); anything else is the first page of waiting ones. */
export function applicationFilters(params: URLSearchParams): { status: ApplicationFilter; page: number } {
  const asked = params.get("status");
  const status = APPLICATION_FILTERS.find((filter) => filter === asked) ?? "submitted";
  const page = Number(params.get("page"));
  return { status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a filter and page, the defaults left out. */
export function applicationSearch(status: ApplicationFilter, page: number): string {
  const search = new URLSearchParams();
  if (status !== "submitted") search.set("status", status);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
