import { type DepartureTickets, DepartureTicketsSchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { GATE_AREA, departureTicketsPath } from "./paths";

/**
 * `GET /admin/tours/departures/{id}/tickets`: the departure's tickets for deciding offline (token hashes, holders,
 * passages so far). Read by the gate itself, not through SWR: it lands on the device, not in a cache.
 */
export async function fetchDepartureTickets(id: number, lang: Lang, signal?: AbortSignal): Promise<DepartureTickets> {
  const res = await request(departureTicketsPath(id), {
    schema: DepartureTicketsSchema,
    query: { lang },
    auth: true,
    area: GATE_AREA,
    errorToast: false,
    signal,
  });
  return res.data;
}
