import { DepartureCountsSchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { DAY_BOARD_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

export type DepartureCounts = z.infer<typeof DepartureCountsSchema>;

/** How often the open board reads the counts again: the gate scans while operators watch. */
export const DAY_BOARD_REFRESH_MS = 5_000;

/** `GET /admin/tours/departures?date=`: the day's departures with seats, booked, checked in and no-shows. */
export async function fetchDayBoard(date: string, lang: Lang): Promise<DepartureCounts[]> {
  const res = await request(DAY_BOARD_PATH, {
    schema: z.array(DepartureCountsSchema),
    query: { date, lang },
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
  return res.data;
}

/**
 * The day's counts, read again every few seconds while the board is open (SWR stops when the tab is hidden and
 * reads at once when it comes back), keeping the last counts on screen while the next arrive.
 */
export function useDayBoard(date: string, lang: Lang) {
  const token = useToken(OPERATOR_AREA);
  return useSWR<DepartureCounts[], Error>(
    token ? [KEY_ROOT, "board", token, date, lang] : null,
    () => fetchDayBoard(date, lang),
    { refreshInterval: DAY_BOARD_REFRESH_MS, keepPreviousData: true },
  );
}
