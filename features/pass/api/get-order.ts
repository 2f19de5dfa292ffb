import { type Reservation, ReservationSchema } from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

/** A pass order is the shop's reservation of the `pass` channel (ADR 0030): its status is the shop's to tell. */
export const orderPath = (id: number) => `/api/v1/reservations/${id}`;

/** How often an unpaid order is read again: a deposit recorded or a payment confirmed shows without a reload. */
export const ORDER_REFRESH_MS = 15_000;

/** `GET /reservations/{id}?lang=` (its member): the order's status and payment as they stand now. */
export async function fetchOrder(area: Area, id: number, lang: Lang): Promise<Reservation> {
  const res = await request(orderPath(id), {
    schema: ReservationSchema,
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** Waits (null key) for an order and a sign-in; read again while it is neither paid nor cancelled. */
export function useOrder(area: Area, id: number | null, lang: Lang) {
  const token = useToken(area);
  return useSWR<Reservation, Error>(
    id !== null && token ? [orderPath(id), token, lang] : null,
    () => fetchOrder(area, id ?? 0, lang),
    {
      keepPreviousData: true,
      shouldRetryOnError: false,
      refreshInterval: (order) =>
        order && !order.paid_at && order.status_group !== "cancelled" ? ORDER_REFRESH_MS : 0,
    },
  );
}
