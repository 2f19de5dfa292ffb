import { type Ticket, TicketSchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { z } from "zod";
import { isKeyRefused } from "./get-reservation";
import { keyHeaders, ticketsPath } from "./paths";

export const reservationTicketsKey = (number: string | null, key: string | null, lang: Lang) =>
  number && key ? ([ticketsPath(number), key, lang] as const) : null;

/** `GET /tours/reservations/{number}/tickets?lang=` with the guest's key: one ticket per traveller. */
export async function fetchReservationTickets(number: string, key: string, lang: Lang): Promise<Ticket[]> {
  const res = await request(ticketsPath(number), {
    schema: z.array(TicketSchema),
    query: { lang },
    headers: keyHeaders(key),
    errorToast: false,
  });
  return res.data;
}

/** Waits (null key) for a number and a key; 401 `TOUR_KEY_INVALID` calls `onKeyRefused`. */
export function useReservationTickets(
  number: string | null,
  key: string | null,
  lang: Lang,
  onKeyRefused?: () => void,
) {
  return useSWR<Ticket[], Error>(
    reservationTicketsKey(number, key, lang),
    () => fetchReservationTickets(number ?? "", key ?? "", lang),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      onError: (error) => {
        if (isKeyRefused(error)) onKeyRefused?.();
      },
    },
  );
}
