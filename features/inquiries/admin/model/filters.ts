import type { QuestionFilter } from "../api/list-inquiries";

/** The list's filters, open first: what waits for an answer is what operators come for. */
export const QUESTION_FILTERS = ["open", "replied", "all"] as const satisfies readonly QuestionFilter[];

/** The filter and page of the address (`?status=replied&page=2`); anything else is the first page of open ones. */
export function questionFilters(params: URLSearchParams): { status: QuestionFilter; page: number } {
  const asked = params.get("status");
  const status = QUESTION_FILTERS.find((filter) => filter === asked) ?? "open";
  const page = Number(params.get("page"));
  return { status, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a filter and page, the defaults left out. */
export function questionSearch(status: QuestionFilter, page: number): string {
  const search = new URLSearchParams();
  if (status !== "open") search.set("status", status);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
