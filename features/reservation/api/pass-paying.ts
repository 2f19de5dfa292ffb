import { PASSES_PATH, type PassPaying, PassPayingSchema } from "@contracts/passes";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const PASS_PAYING_PATH = `${PASSES_PATH}/paying`;

export type PassPayingQuery = { productId: number; departureDate: string; departureTime: string };

/** A product's partner venue and the member's passes that can pay for it on the departure day (ADR 0030). */
export async function fetchPassPaying(area: Area, query: PassPayingQuery, lang: Lang): Promise<PassPaying> {
  const res = await request(PASS_PAYING_PATH, {
    schema: PassPayingSchema,
    query: {
      product_id: query.productId,
      ...(query.departureDate ? { departure_date: query.departureDate } : {}),
      ...(query.departureTime ? { departure_time: query.departureTime } : {}),
      lang,
    },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/**
 * What the QR pass may pay for this booking: asked for one product booked by a signed-in member only (a cart's
 * products are paid otherwise). A failure only means the QR pass is not offered.
 */
export function usePassPaying(area: Area, query: PassPayingQuery | null, lang: Lang) {
  const token = useToken(area);
  const key =
    token && query
      ? ["pass-paying", area, token, query.productId, query.departureDate, query.departureTime, lang]
      : null;
  return useSWR<PassPaying, Error>(key, () => fetchPassPaying(area, query as PassPayingQuery, lang));
}
