import { type CompletedBooking, CompletedBookingSchema } from "@contracts/reviews";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { REVIEWS_PATH } from "./paths";

export const completedBookingsKey = (area: Area, token: string | null, lang: Lang) =>
  token ? (["completed-bookings", area, token, lang] as const) : null;

/** `GET /reviews/bookings`: the member's completed bookings, each product with its review id (null: not yet). */
export async function fetchCompletedBookings(area: Area, lang: Lang): Promise<CompletedBooking[]> {
  const res = await request(`${REVIEWS_PATH}/bookings`, {
    schema: z.array(CompletedBookingSchema),
    query: { lang },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useCompletedBookings(area: Area, lang: Lang) {
  const token = useToken(area);
  return useSWR<CompletedBooking[], Error>(completedBookingsKey(area, token, lang), () =>
    fetchCompletedBookings(area, lang),
  );
}
