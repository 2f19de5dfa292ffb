import { type PageMeta, PageMetaSchema } from "@contracts/envelope";
import { type PointRow, PointRowSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Lang } from "@lib/i18n/locale";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { POINTS_DIRECTION, POINTS_PAGE_SIZE } from "../model/points";

export const POINTS_PATH = "/api/v1/members/points";

export type PointsPage = { rows: PointRow[]; meta: PageMeta };

/** Reasons come in the page's language, so the language is part of the key. */
export const pointsKey = (area: Area, token: string | null, page: number, isValid: 0 | 1, lang: Lang) =>
  token ? ([POINTS_PATH, area, token, page, isValid, lang] as const) : null;

/** One page of the earning rows (spec point 9: 10 a page, newest first, `is_valid` 0 by default). */
export async function fetchPoints(area: Area, page: number, isValid: 0 | 1, lang: Lang): Promise<PointsPage> {
  const res = await request(POINTS_PATH, {
    schema: z.array(PointRowSchema),
    query: { page, per_page: POINTS_PAGE_SIZE, direction: POINTS_DIRECTION, is_valid: isValid, lang },
    auth: true,
    area,
  });
  return { rows: res.data, meta: PageMetaSchema.parse(res.meta) };
}

/** The page shown while the next one loads stays on screen (no flash of the skeleton between pages). */
export function usePoints(area: Area, page: number, lang: Lang, isValid: 0 | 1 = 0) {
  const token = useToken(area);
  return useSWR<PointsPage, Error>(
    pointsKey(area, token, page, isValid, lang),
    () => fetchPoints(area, page, isValid, lang),
    { keepPreviousData: true },
  );
}
