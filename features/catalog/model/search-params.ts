import type { ProductSearchQuery } from "@contracts/catalog";
import {
  ANY,
  CATEGORIES,
  type Category,
  oneOf,
  PRODUCT_SORTS,
  type ProductSort,
  REGIONS,
  type Region,
} from "@contracts/catalog-paths";

/** What `/product/search/{category}/{region}?keyword=&sort=&page=` asks for, every part valid. */
export type SearchParams = {
  category: Category | typeof ANY;
  region: Region | typeof ANY;
  /** Absent when the search is by category and region only. */
  keyword?: string;
  sort: ProductSort;
  page: number;
};

export const DEFAULT_SORT: ProductSort = "recommended";
export const DEFAULT_SEARCH_PARAMS: SearchParams = { category: ANY, region: ANY, sort: DEFAULT_SORT, page: 1 };
export const KEYWORD_MAX_LENGTH = 100;

export function parseCategory(value: string | null | undefined): Category | typeof ANY {
  return oneOf(CATEGORIES, value) ?? ANY;
}

export function parseRegion(value: string | null | undefined): Region | typeof ANY {
  return oneOf(REGIONS, value) ?? ANY;
}

/** A keyword as searched: trimmed, at most 100 characters, absent when blank. */
export function cleanKeyword(value: string | null | undefined): string | undefined {
  const trimmed = (value ?? "").trim().slice(0, KEYWORD_MAX_LENGTH).trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * The route's segments and query string as search parameters. An address typed by hand or left from an older
 * version never breaks the page: each unknown value falls back to its default on its own.
 */
export function parseSearchParams(
  segments: { category?: string | null; region?: string | null },
  query: URLSearchParams | string = "",
): SearchParams {
  const search = typeof query === "string" ? new URLSearchParams(query) : query;
  const pageText = search.get("page") ?? "";
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 1;
  const keyword = cleanKeyword(search.get("keyword"));
  return {
    category: parseCategory(segments.category),
    region: parseRegion(segments.region),
    ...(keyword ? { keyword } : {}),
    sort: oneOf(PRODUCT_SORTS, search.get("sort")) ?? DEFAULT_SORT,
    page: page >= 1 ? page : 1,
  };
}

/** The query string part of the address (`?keyword=...&sort=...&page=...`), defaults left out; "" when none. */
export function searchQueryString(params: SearchParams, options: { includeKeyword?: boolean } = {}): string {
  const search = new URLSearchParams();
  if (options.includeKeyword !== false && params.keyword) search.set("keyword", params.keyword);
  if (params.sort !== DEFAULT_SORT) search.set("sort", params.sort);
  if (params.page > 1) search.set("page", String(params.page));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The full address for search parameters, from the site's path builder (which places the category, the region and,
 * when it wants, the keyword); sort and page are added to whatever it returns.
 */
export function searchHref(
  params: SearchParams,
  search: (category: string, region: string, keyword?: string) => string,
): string {
  const base = search(params.category, params.region, params.keyword);
  const hasKeyword = params.keyword !== undefined && /[?&]keyword=/.test(base);
  const rest = searchQueryString(params, { includeKeyword: !hasKeyword }).slice(1);
  if (!rest) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${rest}`;
}

/** A change of filter, keyword or sort starts again on page 1; only paging keeps the rest. */
export function changeSearch(current: SearchParams, change: Partial<Omit<SearchParams, "page">>): SearchParams {
  const next: SearchParams = { ...current, ...change, page: 1 };
  if (!next.keyword) delete next.keyword;
  return next;
}

/** What the API is asked (`GET /products`). */
export function toProductQuery(params: SearchParams, lang: "en" | "ko", perPage?: number): ProductSearchQuery {
  return {
    category: params.category,
    region: params.region,
    ...(params.keyword ? { keyword: params.keyword } : {}),
    sort: params.sort,
    page: params.page,
    ...(perPage ? { per_page: perPage } : {}),
    lang,
  };
}
