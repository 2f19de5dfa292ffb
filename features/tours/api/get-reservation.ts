import { type TourReservation, TourReservationSchema } from "@contracts/tours";
import { HttpError, request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { keyHeaders, reservationPath } from "./paths";

export const tourReservationKey = (number: string | null, key: string | null, lang: Lang) =>
  number && key ? ([reservationPath(number), key, lang] as const) : null;

/** `GET /tours/reservations/{number}?lang=` with the guest's key; 401 `TOUR_KEY_INVALID` when it has expired. */
export async function fetchTourReservation(number: string, key: string, lang: Lang): Promise<TourReservation> {
  const res = await request(reservationPath(number), {
    schema: TourReservationSchema,
    query: { lang },
    headers: keyHeaders(key),
    errorToast: false,
  });
  return res.data;
}

/** Waits (null key) until there is a number and a key; the key is part of the cache key, so a new key reads again. */
export function useTourReservation(
  number: string | null,
  key: string | null,
  lang: Lang,
  /** The key was refused (401 `TOUR_KEY_INVALID`, expired): the screen forgets it and sends the guest to the lookup. */
  onKeyRefused?: () => void,
) {
  return useSWR<TourReservation, Error>(
    tourReservationKey(number, key, lang),
    () => fetchTourReservation(number ?? "", key ?? "", lang),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      onError: (error) => {
        if (isKeyRefused(error)) onKeyRefused?.();
      },
    },
  );
}

export function isKeyRefused(error: unknown): boolean {
  return error instanceof HttpError && error.status === 401;
}
