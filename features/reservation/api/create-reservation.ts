import { type CreateReservationBody, type Reservation, ReservationSchema } from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";

export const RESERVATIONS_PATH = "/api/v1/reservations";

/**
 * `POST /reservations`. Errors are shown by the form itself (beside their fields, on their step), so the transport
 * shows no toast; a 401 still clears the session.
 */
export async function createReservation(area: Area, body: CreateReservationBody): Promise<Reservation> {
  const res = await request(RESERVATIONS_PATH, {
    method: "POST",
    schema: ReservationSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useCreateReservation(area: Area) {
  return useSWRMutation<Reservation, Error, readonly [string, Area, "create"], CreateReservationBody>(
    [RESERVATIONS_PATH, area, "create"] as const,
    (_key, { arg }) => createReservation(area, arg),
  );
}
