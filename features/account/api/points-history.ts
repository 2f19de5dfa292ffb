import { PageMetaSchema } from "@contracts/envelope";
import { PointRowSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { POINTS_DIRECTION, POINTS_PAGE_SIZE } from "../model/points";
import type { PointsPage } from "./points";

export const POINTS_HISTORY_PATH = "/api/v1/members/points/history";

export const pointsHistoryKey = (area: Area, token: string | null, page: number) =>
  token ? ([POINTS_HISTORY_PATH, area, token, page] as const) : null;

/** One page of the whole ledger: earnings, spending, expiries, refunds (newest first). */
export async function fetchPointsHistory(area: Area, page: number): Promise<PointsPage> {
  const res = await request(POINTS_HISTORY_PATH, {
    schema: z.array(PointRowSchema),
    query: { page, per_page: POINTS_PAGE_SIZE, direction: POINTS_DIRECTION },
    auth: true,
    area,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function usePointsHistory(area: Area, page: number) {
  const token = useToken(area);
  return useSWR<PointsPage, Error>(pointsHistoryKey(area, token, page), () => fetchPointsHistory(area, page), {
    keepPreviousData: true,
  });
}
