import { type Reservation, ReservationSchema } from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const reservationPath = (id: number) => `/api/v1/reservations/${id}`;

/** The paid (or to-be-paid) reservation, for the completion page (this feature's own small reader). */
export async function fetchReservation(area: Area, id: number): Promise<Reservation> {
  const res = await request(reservationPath(id), { schema: ReservationSchema, auth: true, area });
  return res.data;
}

export function useReservation(area: Area, id: number) {
  const token = useToken(area);
  return useSWR<Reservation, Error>(token ? ["payment-reservation", area, token, id] : null, () =>
    fetchReservation(area, id),
  );
}
