import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type MySlot, MySlotSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

export const MART_PATH = "/api/v1/mart";
export const MY_SLOTS_PATH = `${MART_PATH}/slots`;

export const mySlotsKey = (area: Area, token: string | null, fair: Fair) =>
  token ? ([MY_SLOTS_PATH, area, token, fair] as const) : null;

/**
 * Every slot of the fair with my availability and the meeting that holds it. A company that may not meet yet gets
 * 409 (no profile) or 403 (not approved): the page says so itself, so the transport shows no toast.
 */
export async function fetchMySlots(area: Area, fair: Fair): Promise<MySlot[]> {
  const res = await request(MY_SLOTS_PATH, {
    schema: z.array(MySlotSchema),
    query: fairQuery(fair),
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

export function useMySlots(area: Area) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<MySlot[], Error>(mySlotsKey(area, token, fair), () => fetchMySlots(area, fair));
}
