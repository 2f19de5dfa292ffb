import { PointsTotalDataSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const POINTS_TOTAL_PATH = "/api/v1/members/points/total";

export async function fetchPointsTotal(area: Area): Promise<number> {
  const res = await request(POINTS_TOTAL_PATH, { schema: PointsTotalDataSchema, auth: true, area, errorToast: false });
  return res.data.total;
}

/** The balance that caps the points field. */
export function usePointsTotal(area: Area) {
  const token = useToken(area);
  return useSWR<number, Error>(token ? [POINTS_TOTAL_PATH, area, token] : null, () => fetchPointsTotal(area));
}
