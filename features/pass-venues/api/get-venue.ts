import { type Venue, VenueSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { venuePath } from "./paths";

export const venueKey = (id: number, lang: Lang) => [venuePath(id), lang] as const;

/** `GET /passes/venues/{id}?lang=` (public): a partner venue; 404 when unknown. */
export async function fetchVenue(id: number, lang: Lang): Promise<Venue> {
  const res = await request(venuePath(id), { schema: VenueSchema, query: { lang }, errorToast: false });
  return res.data;
}

/** Waits (null key) while there is no venue to read. */
export function useVenue(id: number | null, lang: Lang) {
  return useSWR<Venue, Error>(id === null ? null : venueKey(id, lang), () => fetchVenue(id ?? 0, lang), {
    keepPreviousData: true,
  });
}
