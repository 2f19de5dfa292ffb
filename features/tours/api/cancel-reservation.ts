import { type TourReservation, TourReservationSchema } from "@contracts/tours";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWRMutation from "swr/mutation";
import { tourReservationKey } from "./get-reservation";
import { cancelPath, keyHeaders } from "./paths";

/** `POST /tours/reservations/{number}/cancel`: cancelled at once while free, else a request the operators decide. */
export async function cancelTourReservation(number: string, key: string, lang: Lang): Promise<TourReservation> {
  const res = await request(cancelPath(number), {
    method: "POST",
    schema: TourReservationSchema,
    query: { lang },
    headers: keyHeaders(key),
    body: { reason: "" },
    errorToast: false,
  });
  return res.data;
}

/** The answer replaces the reservation on the page. */
export function useCancelTourReservation(number: string, key: string, lang: Lang) {
  return useSWRMutation<TourReservation, Error, ReturnType<typeof tourReservationKey>>(
    tourReservationKey(number, key, lang),
    () => cancelTourReservation(number, key, lang),
    { populateCache: true, revalidate: false },
  );
}
