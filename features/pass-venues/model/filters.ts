import { VENUE_CATEGORIES, VENUE_DISTRICTS, type VenueCategory, type VenueDistrict } from "@contracts/passes";

/** What the venue list shows: one category, one district, or everything. */
export type VenueFilters = { category?: VenueCategory; district?: VenueDistrict };

/** The select's value for "no filter". */
export const ALL = "all";

const isCategory = (value: string | null): value is VenueCategory =>
  (VENUE_CATEGORIES as readonly (string | null)[]).includes(value);
const isDistrict = (value: string | null): value is VenueDistrict =>
  (VENUE_DISTRICTS as readonly (string | null)[]).includes(value);

/**
 * The filters in an address's query (`?category=palace&district=jongno`). A value typed by hand or left from an
 * older list never breaks the page: it is ignored on its own.
 */
export function readVenueFilters(query: URLSearchParams): VenueFilters {
  const category = query.get("category");
  const district = query.get("district");
  return { ...(isCategory(category) ? { category } : {}), ...(isDistrict(district) ? { district } : {}) };
}

/** The query with these filters in place of the old ones; what else the address carries (`lang`) stays. */
export function withVenueFilters(query: URLSearchParams, filters: VenueFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of ["category", "district"] as const) {
    const value = filters[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/** A select's value as a filter: "all" (or anything unknown) is none. */
export const categoryFilter = (value: string): VenueCategory | undefined => (isCategory(value) ? value : undefined);
export const districtFilter = (value: string): VenueDistrict | undefined => (isDistrict(value) ? value : undefined);

/** The venue's id in an address's segment; null for anything that cannot be one (the page says "not found"). */
export function venueIdOf(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
