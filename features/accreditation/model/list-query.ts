import {
  BUYER_CATEGORIES,
  type BusinessListQuery,
  type BuyerCategory,
  type MartRole,
  SECTORS,
  type Sector,
} from "@contracts/mart";
import type { Lang } from "@lib/i18n/locale";

/** The business list's filters, all kept in the address so a link or Back shows the same list. */
export type BusinessFilters = {
  role: MartRole;
  /** ISO code, "" for every country. */
  country: string;
  sector: Sector | "";
  /** Buyers only. */
  category: BuyerCategory | "";
  q: string;
  page: number;
};

export const BUSINESS_PAGE_SIZE = 12;
export const SEARCH_MAX = 100;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Reads the address as people type or share it: anything unknown is no filter, a bad page is the first. */
export function parseBusinessFilters(params: URLSearchParams, defaultRole: MartRole): BusinessFilters {
  const roleParam = params.get("role");
  const role: MartRole = roleParam === "buyer" || roleParam === "seller" ? roleParam : defaultRole;
  const country = (params.get("country") ?? "").trim().toUpperCase();
  const sector = params.get("sector");
  const category = params.get("category");
  const page = Number(params.get("page") ?? 1);
  return {
    role,
    country: /^[A-Z]{2}$/.test(country) ? country : "",
    sector: isOneOf(SECTORS, sector) ? sector : "",
    category: role === "buyer" && isOneOf(BUYER_CATEGORIES, category) ? category : "",
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** `?role=buyer&country=JP...` for the address, leaving out what is the default. */
export function businessSearch(filters: Partial<BusinessFilters>, defaultRole: MartRole): string {
  const params = new URLSearchParams();
  const role = filters.role ?? defaultRole;
  if (role !== defaultRole) params.set("role", role);
  if (filters.country) params.set("country", filters.country);
  if (filters.sector) params.set("sector", filters.sector);
  if (role === "buyer" && filters.category) params.set("category", filters.category);
  const q = filters.q?.trim();
  if (q) params.set("q", q.slice(0, SEARCH_MAX));
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The query of `GET /api/v1/mart/businesses` for these filters. */
export function businessQuery(filters: BusinessFilters, lang: Lang): BusinessListQuery {
  return {
    lang,
    role: filters.role,
    country: filters.country || undefined,
    sector: filters.sector || undefined,
    category: filters.role === "buyer" ? filters.category || undefined : undefined,
    q: filters.q || undefined,
    page: filters.page,
    per_page: BUSINESS_PAGE_SIZE,
  };
}

/** Whether any filter beyond the side narrows the list (an empty list then offers to clear them). */
export function isFiltered(filters: BusinessFilters): boolean {
  return Boolean(filters.country || filters.sector || filters.category || filters.q);
}
