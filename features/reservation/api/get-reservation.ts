import { type Reservation, ReservationSchema } from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { RESERVATIONS_PATH } from "./create-reservation";

export const reservationPath = (id: number) => `${RESERVATIONS_PATH}/${id}`;

/** Product and option names come in the page's language, so the language is part of the key. */
export const reservationKey = (area: Area, token: string | null, id: number, lang: Lang) =>
  token ? ([RESERVATIONS_PATH, area, token, id, lang] as const) : null;

/** One of the member's reservations; another member's answers 404 (the page says "not found", no toast). */
export async function fetchReservation(area: Area, id: number, lang: Lang): Promise<Reservation> {
  const res = await request(reservationPath(id), {
    schema: ReservationSchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useReservation(area: Area, id: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<Reservation, Error>(reservationKey(area, token, id, lang), () => fetchReservation(area, id, lang));
}
