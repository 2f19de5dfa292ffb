import { type VenueSummary, VenueSummarySchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import type { VenueFilters } from "../model/filters";
import { VENUES_PATH } from "./paths";

const VenueListSchema = z.array(VenueSummarySchema);

export const venuesKey = (filters: VenueFilters, lang: Lang) =>
  [VENUES_PATH, filters.category ?? "all", filters.district ?? "all", lang] as const;

/** `GET /passes/venues?category=&district=&lang=` (public): the partner venues, filtered. */
export async function fetchVenues(filters: VenueFilters, lang: Lang): Promise<VenueSummary[]> {
  const res = await request(VENUES_PATH, {
    schema: VenueListSchema,
    query: { category: filters.category, district: filters.district, lang },
    errorToast: false,
  });
  return res.data;
}

/**
 * The filters and the language are part of the key. The last list stays on screen while another filter's arrives,
 * so the page does not jump. The server renders it (ADR 0024).
 */
export function useVenues(filters: VenueFilters, lang: Lang) {
  return useSWR<VenueSummary[], Error>(venuesKey(filters, lang), () => fetchVenues(filters, lang), {
    keepPreviousData: true,
  });
}
