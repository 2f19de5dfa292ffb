import { type VenueSummary, VenueSummarySchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import { VENUES_PATH } from "./paths";

const VenueListSchema = z.array(VenueSummarySchema);

export const venuesKey = (lang: Lang) => [VENUES_PATH, lang] as const;

/** `GET /passes/venues?lang=` (public): the partner venues, in the operators' order. */
export async function fetchVenues(lang: Lang): Promise<VenueSummary[]> {
  const res = await request(VENUES_PATH, { schema: VenueListSchema, query: { lang }, errorToast: false });
  return res.data;
}

export function useVenues(lang: Lang) {
  return useSWR<VenueSummary[], Error>(venuesKey(lang), () => fetchVenues(lang));
}
