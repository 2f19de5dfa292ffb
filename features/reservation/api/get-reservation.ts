import { type Reservation, ReservationSchema } from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { RESERVATIONS_PATH } from "./create-reservation";

export const reservationPath = (id: number) => `${RESERVATIONS_PATH}/${id}`;

export const reservationKey = (area: Area, token: string | null, id: number) =>
  token ? ([RESERVATIONS_PATH, area, token, id] as const) : null;

/** One of the member's reservations; another member's answers 404 (the page says "not found", no toast). */
export async function fetchReservation(area: Area, id: number): Promise<Reservation> {
  const res = await request(reservationPath(id), { schema: ReservationSchema, auth: true, area, errorToast: false });
  return res.data;
}

export function useReservation(area: Area, id: number) {
  const token = useToken(area);
  return useSWR<Reservation, Error>(reservationKey(area, token, id), () => fetchReservation(area, id));
}
