import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import {
  type Reservation,
  type ReservationChannel,
  type ReservationFilter,
  ReservationSchema,
} from "@contracts/reservations";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { RESERVATIONS_PATH } from "./create-reservation";

export const RESERVATIONS_PAGE_SIZE = 10;

export type ReservationPage = { rows: Reservation[]; meta: PageMeta };

/**
 * Product and option names come in the page's language, so the language is part of the key; so is the channel
 * (one site's orders, or every order when none is named).
 */
export const reservationsKey = (
  area: Area,
  token: string | null,
  filter: ReservationFilter,
  page: number,
  lang: Lang,
  channel?: ReservationChannel,
) => (token ? ([RESERVATIONS_PATH, area, token, "list", filter, page, lang, channel ?? "any"] as const) : null);

export async function fetchReservations(
  area: Area,
  filter: ReservationFilter,
  page: number,
  lang: Lang,
  channel?: ReservationChannel,
): Promise<ReservationPage> {
  const res = await request(RESERVATIONS_PATH, {
    schema: z.array(ReservationSchema),
    query: { status: filter, channel, page, per_page: RESERVATIONS_PAGE_SIZE, lang },
    auth: true,
    area,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function useReservations(
  area: Area,
  filter: ReservationFilter,
  page: number,
  lang: Lang,
  channel?: ReservationChannel,
) {
  const token = useToken(area);
  return useSWR<ReservationPage, Error>(reservationsKey(area, token, filter, page, lang, channel), () =>
    fetchReservations(area, filter, page, lang, channel),
  );
}
