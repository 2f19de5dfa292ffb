import { type Reservation, ReservationSchema } from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { RESERVATIONS_PATH } from "./create-reservation";
import { reservationKey, reservationPath } from "./get-reservation";

/** `POST /reservations/{id}/cancel`: unpaid orders end at once, paid ones become cancel-requested. */
export async function cancelReservation(area: Area, id: number, lang: Lang): Promise<Reservation> {
  const res = await request(`${reservationPath(id)}/cancel`, {
    method: "POST",
    schema: ReservationSchema,
    query: { lang },
    body: { reason: "" },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** The answer replaces the detail in the cache, and the lists refresh. */
export function useCancelReservation(area: Area, id: number, lang: Lang) {
  const token = useToken(area);
  const { mutate } = useSWRConfig();
  return useSWRMutation<Reservation, Error, ReturnType<typeof reservationKey>>(
    reservationKey(area, token, id, lang),
    async () => {
      const reservation = await cancelReservation(area, id, lang);
      await mutate((key) => Array.isArray(key) && key[0] === RESERVATIONS_PATH && key[3] === "list");
      return reservation;
    },
    { populateCache: true, revalidate: false },
  );
}
