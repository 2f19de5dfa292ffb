import { type CreatePassReservationBody, type PassReservation, PassReservationSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import useSWRMutation from "swr/mutation";
import { RESERVATIONS_PATH } from "./paths";

/**
 * `POST /passes/reservations` (a signed-in member): the order of one pass type for its holders. The form shows the
 * errors beside their fields, so the transport shows no toast.
 */
export async function createPassReservation(area: Area, body: CreatePassReservationBody): Promise<PassReservation> {
  const res = await request(RESERVATIONS_PATH, {
    method: "POST",
    schema: PassReservationSchema,
    body,
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useCreatePassReservation(area: Area) {
  return useSWRMutation<PassReservation, Error, readonly [string, "create"], CreatePassReservationBody>(
    [RESERVATIONS_PATH, "create"] as const,
    (_key, { arg }) => createPassReservation(area, arg),
  );
}
