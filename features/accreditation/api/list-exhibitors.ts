import { BusinessListResponseSchema } from "@contracts/mart";
import type { ExhibitorListQuery } from "@contracts/mice";
import { request } from "@lib/http/client";
import useSWR from "swr";
import type { BusinessPage } from "./list-businesses";
import { EXHIBITORS_PATH } from "./paths";

/** No token in the key: everyone sees the same list, and it never shares a cache entry with a participant's list. */
export const exhibitorsKey = (query: ExhibitorListQuery) => [EXHIBITORS_PATH, JSON.stringify(query)] as const;

/**
 * `GET /api/v1/mice/exhibitors` (public): one page of the MICE fair's exhibitors, in the business list's shape. The
 * page shows a failure itself.
 */
export async function fetchExhibitors(query: ExhibitorListQuery): Promise<BusinessPage> {
  const res = await request(EXHIBITORS_PATH, {
    schema: BusinessListResponseSchema.shape.data,
    query,
    errorToast: false,
  });
  return { rows: res.data, meta: BusinessListResponseSchema.shape.meta.parse(res.meta) };
}

export function useExhibitors(query: ExhibitorListQuery) {
  return useSWR<BusinessPage, Error>(exhibitorsKey(query), () => fetchExhibitors(query), {
    // the filters' country list and the count stay while the next page loads
    keepPreviousData: true,
  });
}
