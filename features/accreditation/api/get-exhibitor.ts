import { BusinessResponseSchema, type CompanyDetail } from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import useSWR from "swr";
import { exhibitorPath } from "./paths";

/** No token in the key: what everyone sees of an exhibitor, apart from what a participant's call returns. */
export const exhibitorKey = (id: number | null, lang: Lang) =>
  id !== null ? ([exhibitorPath(id), lang] as const) : null;

/** `GET /api/v1/mice/exhibitors/{id}` (public): an exhibitor of the MICE fair; anything else answers 404. */
export async function fetchExhibitor(id: number, lang: Lang): Promise<CompanyDetail> {
  const res = await request(exhibitorPath(id), {
    schema: BusinessResponseSchema.shape.data,
    query: { lang },
    errorToast: false,
  });
  return res.data;
}

/** A `null` id (none in the address, or a participants' page) asks nothing. */
export function useExhibitor(id: number | null, lang: Lang) {
  return useSWR<CompanyDetail, Error>(exhibitorKey(id, lang), () => fetchExhibitor(id as number, lang));
}
