import { type TourLookupBody, type TourReservationAccess, TourReservationAccessSchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import { LOOKUP_PATH } from "./paths";

/** `POST /tours/reservations/lookup`: number and e-mail give the reservation and a key; 404 `TOUR_LOOKUP_FAILED`. */
export async function lookupTourReservation(body: TourLookupBody): Promise<TourReservationAccess> {
  const res = await request(LOOKUP_PATH, {
    method: "POST",
    schema: TourReservationAccessSchema,
    body,
    errorToast: false,
  });
  return res.data;
}
