import { PointsTotalDataSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const POINTS_TOTAL_PATH = "/api/v1/members/points/total";

/** Keyed by the token: another person signing in in this tab never sees the last one's balance. */
export const pointsTotalKey = (area: Area, token: string | null) =>
  token ? ([POINTS_TOTAL_PATH, area, token] as const) : null;

export async function fetchPointsTotal(area: Area): Promise<number> {
  const res = await request(POINTS_TOTAL_PATH, { schema: PointsTotalDataSchema, auth: true, area });
  return res.data.total;
}

export function usePointsTotal(area: Area) {
  const token = useToken(area);
  return useSWR<number, Error>(pointsTotalKey(area, token), () => fetchPointsTotal(area));
}
