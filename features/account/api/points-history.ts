import { PageMetaSchema } from "@contracts/envelope";
import { PointRowSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { POINTS_DIRECTION, POINTS_PAGE_SIZE } from "../model/points";
import type { PointsPage } from "./points";

export const POINTS_HISTORY_PATH = "/api/v1/members/points/history";

/** Reasons come in the page's language, so the language is part of the key. */
export const pointsHistoryKey = (area: Area, token: string | null, page: number, lang: Lang) =>
  token ? ([POINTS_HISTORY_PATH, area, token, page, lang] as const) : null;

/** One page of the whole ledger: earnings, spending, expiries, refunds (newest first). */
export async function fetchPointsHistory(area: Area, page: number, lang: Lang): Promise<PointsPage> {
  const res = await request(POINTS_HISTORY_PATH, {
    schema: z.array(PointRowSchema),
    query: { page, per_page: POINTS_PAGE_SIZE, direction: POINTS_DIRECTION, lang },
    auth: true,
    area,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

export function usePointsHistory(area: Area, page: number, lang: Lang) {
  const token = useToken(area);
  return useSWR<PointsPage, Error>(
    pointsHistoryKey(area, token, page, lang),
    () => fetchPointsHistory(area, page, lang),
    { keepPreviousData: true },
  );
}
