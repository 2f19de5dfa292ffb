import { EDU_REPORT_STATES, EDU_STATUSES, type EduReportState, type EduStatus } from "./statuses";

/** The list's filters as the address holds them (`?status=submitted&programme=2&year=2026&q=kim&page=2`). */
export type ListFilters = {
  status: EduStatus | null;
  programme: number | null;
  year: number | null;
  q: string;
  report: EduReportState | null;
  page: number;
};

export const NO_FILTERS: ListFilters = { status: null, programme: null, year: null, q: "", report: null, page: 1 };
export const LIST_PAGE_SIZE = 20;
export const SEARCH_MAX = 100;

const positive = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** Reads the filters from the address; anything unknown is no filter (a hand-typed address never breaks the list). */
export function parseListFilters(params: URLSearchParams): ListFilters {
  const year = positive(params.get("year"));
  return {
    status: oneOf(EDU_STATUSES, params.get("status")),
    programme: positive(params.get("programme")),
    year: year !== null && year >= 2000 && year <= 2100 ? year : null,
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    report: oneOf(EDU_REPORT_STATES, params.get("report")),
    page: positive(params.get("page")) ?? 1,
  };
}

/** The address's query of some filters: only what is set, so a plain list has a plain address. */
export function listSearch(filters: Partial<ListFilters>): string {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.programme) params.set("programme", String(filters.programme));
  if (filters.year) params.set("year", String(filters.year));
  if (filters.q) params.set("q", filters.q);
  if (filters.report) params.set("report", filters.report);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether anything narrows the list (the empty state then offers to clear the filters). */
export function isFiltered(filters: ListFilters): boolean {
  return (
    filters.status !== null ||
    filters.programme !== null ||
    filters.year !== null ||
    filters.q !== "" ||
    filters.report !== null
  );
}

/** The API's query of the filters (contracts/applications.ts EduAdminListQuerySchema). */
export function listQuery(filters: ListFilters, lang: string) {
  return {
    lang,
    status: filters.status ?? undefined,
    programme_id: filters.programme ?? undefined,
    year: filters.year ?? undefined,
    q: filters.q || undefined,
    report: filters.report ?? undefined,
    page: filters.page,
    per_page: LIST_PAGE_SIZE,
  };
}
