import type { VenueFilter } from "../api/venues";

/** The list's tabs: every venue first, then what the public sees and what waits unpublished. */
export const VENUE_FILTERS = ["all", "published", "unpublished"] as const satisfies readonly VenueFilter[];

/** The address's `?published=true|false&page=` as a tab and page; anything else is the first page of all. */
export function venueFilters(params: URLSearchParams): { filter: VenueFilter; page: number } {
  const asked = params.get("published");
  const filter: VenueFilter = asked === "true" ? "published" : asked === "false" ? "unpublished" : "all";
  const page = Number(params.get("page"));
  return { filter, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of a tab and page, the defaults left out. */
export function venueSearch(filter: VenueFilter, page: number): string {
  const search = new URLSearchParams();
  if (filter !== "all") search.set("published", filter === "published" ? "true" : "false");
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `?${text}` : "";
}
