import { DepartureCountsSchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { DEPARTURES_PATH, GATE_AREA, KEY_ROOT } from "./paths";

export type DepartureCounts = z.infer<typeof DepartureCountsSchema>;

/** `GET /admin/tours/departures?date=&lang=`: a day's departures by time, with seats, booked and checked in. */
export async function fetchDepartures(date: string, lang: Lang): Promise<DepartureCounts[]> {
  const res = await request(DEPARTURES_PATH, {
    schema: z.array(DepartureCountsSchema),
    query: { date, lang },
    auth: true,
    area: GATE_AREA,
    errorToast: false,
  });
  return res.data;
}

/** Keyed by the token (another operator's session reads again) and the day. */
export function useDepartures(date: string, lang: Lang) {
  const token = useToken(GATE_AREA);
  return useSWR<DepartureCounts[], Error>(token ? [KEY_ROOT, "departures", token, date, lang] : null, () =>
    fetchDepartures(date, lang),
  );
}

/** The day's list is read again after scans change its counts. */
export const isDeparturesKey = (key: unknown) => Array.isArray(key) && key[0] === KEY_ROOT && key[1] === "departures";
