import { PointsTotalDataSchema } from "@contracts/members";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";

export const POINTS_TOTAL_PATH = "/api/v1/members/points/total";

/** Keyed by the token: another person signing in in this tab never sees the last one's balance. */
export const pointsTotalKey = (area: Area, token: string | null) =>
  token ? ([POINTS_TOTAL_PATH, area, token] as const) : null;

export type PointsTotalOptions = {
  /** `false` where the balance only caps a field (a booking form); the transport's toast otherwise. */
  errorToast?: boolean;
};

export async function fetchPointsTotal(area: Area, { errorToast }: PointsTotalOptions = {}): Promise<number> {
  const res = await request(POINTS_TOTAL_PATH, { schema: PointsTotalDataSchema, auth: true, area, errorToast });
  return res.data.total;
}

/** The signed-in member's points balance. */
export function usePointsTotal(area: Area, options: PointsTotalOptions = {}) {
  const token = useToken(area);
  const { errorToast } = options;
  return useSWR<number, Error>(pointsTotalKey(area, token), () => fetchPointsTotal(area, { errorToast }));
}
