import {
  BUYER_CATEGORIES,
  type BusinessListQuery,
  type BuyerCategory,
  type MartRole,
  SECTOR_CATEGORY_NAMES,
  SECTORS,
  type Sector,
  type SectorCategory,
} from "@contracts/mart";
import type { ExhibitorListQuery } from "@contracts/mice";
import type { Lang } from "@lib/i18n/locale";

/**
 * Who a company list is for: the fair's signed-in participants (buyers and sellers, each side with its own tab) or
 * everyone (the MICE fair's exhibitors: sellers only, no sign-in).
 */
export type ListAudience = "participants" | "public";

/** The business list's filters, all kept in the address so a link or Back shows the same list. */
export type BusinessFilters = {
  role: MartRole;
  /** ISO code, "" for every country. */
  country: string;
  sector: Sector | "";
  /** A buyer's category among participants (buyers only); a group of sectors in the public's exhibitor list. */
  category: BuyerCategory | SectorCategory | "";
  q: string;
  page: number;
};

export const BUSINESS_PAGE_SIZE = 12;
export const SEARCH_MAX = 100;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * What the category filter offers: the participants' buyers have buyer categories (sellers have none); the public
 * list groups the exhibitors' sectors. An empty list means the filter is not there.
 */
export function listCategories(audience: ListAudience, role: MartRole): readonly (BuyerCategory | SectorCategory)[] {
  if (audience === "public") return SECTOR_CATEGORY_NAMES;
  return role === "buyer" ? BUYER_CATEGORIES : [];
}

/** The side a list shows: the address's among participants; the public sees the exhibitors (sellers) only. */
function listRole(params: URLSearchParams, defaultRole: MartRole, audience: ListAudience): MartRole {
  if (audience === "public") return "seller";
  const role = params.get("role");
  return role === "buyer" || role === "seller" ? role : defaultRole;
}

/** Reads the address as people type or share it: anything unknown is no filter, a bad page is the first. */
export function parseBusinessFilters(
  params: URLSearchParams,
  defaultRole: MartRole,
  audience: ListAudience = "participants",
): BusinessFilters {
  const role = listRole(params, defaultRole, audience);
  const country = (params.get("country") ?? "").trim().toUpperCase();
  const sector = params.get("sector");
  const category = params.get("category");
  const page = Number(params.get("page") ?? 1);
  return {
    role,
    country: /^[A-Z]{2}$/.test(country) ? country : "",
    sector: isOneOf(SECTORS, sector) ? sector : "",
    category: isOneOf(listCategories(audience, role), category) ? category : "",
    q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** `?role=buyer&country=JP...` for the address, leaving out what is the default (the public list has no sides). */
export function businessSearch(
  filters: Partial<BusinessFilters>,
  defaultRole: MartRole,
  audience: ListAudience = "participants",
): string {
  const params = new URLSearchParams();
  const role = audience === "public" ? "seller" : (filters.role ?? defaultRole);
  if (audience === "participants" && role !== defaultRole) params.set("role", role);
  if (filters.country) params.set("country", filters.country);
  if (filters.sector) params.set("sector", filters.sector);
  if (filters.category && isOneOf(listCategories(audience, role), filters.category))
    params.set("category", filters.category);
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
    category: filters.role === "buyer" && isOneOf(BUYER_CATEGORIES, filters.category) ? filters.category : undefined,
    q: filters.q || undefined,
    page: filters.page,
    per_page: BUSINESS_PAGE_SIZE,
  };
}

/** The query of `GET /api/v1/mice/exhibitors` (everyone's list: no side, `category` a group of sectors). */
export function exhibitorQuery(filters: BusinessFilters, lang: Lang): ExhibitorListQuery {
  return {
    lang,
    country: filters.country || undefined,
    sector: filters.sector || undefined,
    category: isOneOf(SECTOR_CATEGORY_NAMES, filters.category) ? filters.category : undefined,
    q: filters.q || undefined,
    page: filters.page,
    per_page: BUSINESS_PAGE_SIZE,
  };
}

/** Whether any filter beyond the side narrows the list (an empty list then offers to clear them). */
export function isFiltered(filters: BusinessFilters): boolean {
  return Boolean(filters.country || filters.sector || filters.category || filters.q);
}
