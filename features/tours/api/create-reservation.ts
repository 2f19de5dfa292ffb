import {
  type CreateTourReservationBody,
  type TourReservationAccess,
  TourReservationAccessSchema,
} from "@contracts/tours";
import { request } from "@lib/http/client";
import useSWRMutation from "swr/mutation";
import { RESERVATIONS_PATH } from "./paths";

/**
 * `POST /tours/reservations`: a signed-in shop member's token goes along (the booking is then theirs too), a guest
 * books without. The form shows the errors beside their fields, so the transport shows no toast.
 */
export async function createTourReservation(body: CreateTourReservationBody): Promise<TourReservationAccess> {
  const res = await request(RESERVATIONS_PATH, {
    method: "POST",
    schema: TourReservationAccessSchema,
    body,
    auth: true,
    area: "member",
    errorToast: false,
  });
  return res.data;
}

export function useCreateTourReservation() {
  return useSWRMutation<TourReservationAccess, Error, readonly [string, "create"], CreateTourReservationBody>(
    [RESERVATIONS_PATH, "create"] as const,
    (_key, { arg }) => createTourReservation(arg),
  );
}
