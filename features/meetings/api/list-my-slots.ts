import { type MySlot, MySlotSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";

export const MART_PATH = "/api/v1/mart";
export const MY_SLOTS_PATH = `${MART_PATH}/slots`;

export const mySlotsKey = (area: Area, token: string | null) =>
  token ? ([MY_SLOTS_PATH, area, token] as const) : null;

/**
 * Every slot of the mart with my availability and the meeting that holds it. A company that may not meet yet gets
 * 409 (no profile) or 403 (not approved): the page says so itself, so the transport shows no toast.
 */
export async function fetchMySlots(area: Area): Promise<MySlot[]> {
  const res = await request(MY_SLOTS_PATH, { schema: z.array(MySlotSchema), auth: true, area, errorToast: false });
  return res.data;
}

export function useMySlots(area: Area) {
  const token = useToken(area);
  return useSWR<MySlot[], Error>(mySlotsKey(area, token), () => fetchMySlots(area));
}
