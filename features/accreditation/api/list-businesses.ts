import {
  BusinessListMetaSchema,
  type BusinessListQuery,
  type CompanySummary,
  CompanySummarySchema,
} from "@contracts/mart";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { fairQuery, useFair } from "@blocks/fair-scope";
import { BUSINESSES_PATH } from "./paths";

export type BusinessPage = { rows: CompanySummary[]; meta: z.infer<typeof BusinessListMetaSchema> };

export const businessesKey = (area: Area, token: string | null, query: BusinessListQuery) =>
  token ? ([BUSINESSES_PATH, area, token, JSON.stringify(query)] as const) : null;

/** `GET /api/v1/mart/businesses`: one page of this year's approved companies. The page shows a failure itself. */
export async function fetchBusinesses(area: Area, query: BusinessListQuery): Promise<BusinessPage> {
  const res = await request(BUSINESSES_PATH, {
    schema: z.array(CompanySummarySchema),
    query,
    auth: true,
    area,
    errorToast: false,
  });
  return { rows: res.data, meta: BusinessListMetaSchema.parse(res.meta) };
}

export function useBusinesses(area: Area, filters: BusinessListQuery) {
  const token = useToken(area);
  const query = { ...filters, ...fairQuery(useFair()) };
  return useSWR<BusinessPage, Error>(businessesKey(area, token, query), () => fetchBusinesses(area, query), {
    // the filters' country list and the count stay while the next page loads
    keepPreviousData: true,
  });
}
