import { type Reservation, ReservationSchema } from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const reservationPath = (id: number) => `/api/v1/reservations/${id}`;

/** The paid (or to-be-paid) reservation, for the completion page (this feature's own small reader). */
export async function fetchReservation(area: Area, id: number, lang: Lang): Promise<Reservation> {
  const res = await request(reservationPath(id), { schema: ReservationSchema, query: { lang }, auth: true, area });
  return res.data;
}

/** Product names come in the page's language, so the language is part of the key. */
export function useReservation(area: Area, id: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<Reservation, Error>(token ? ["payment-reservation", area, token, id, lang] : null, () =>
    fetchReservation(area, id, lang),
  );
}
