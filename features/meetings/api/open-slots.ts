import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { OpenSlotSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { MART_PATH } from "./list-my-slots";

export type OpenSlot = z.infer<typeof OpenSlotSchema>;

export const openSlotsPath = (companyId: number) => `${MART_PATH}/businesses/${companyId}/slots`;

export const openSlotsKey = (area: Area, token: string | null, companyId: number | null, fair: Fair) =>
  token && companyId !== null ? ([openSlotsPath(companyId), area, token, "open", fair] as const) : null;

/** The fair's slots with whether a request to that company could still be confirmed in each (`open`). */
export async function fetchOpenSlots(area: Area, companyId: number, fair: Fair): Promise<OpenSlot[]> {
  const res = await request(openSlotsPath(companyId), {
    schema: z.array(OpenSlotSchema),
    query: fairQuery(fair),
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** `companyId` null waits (the dialog is closed). */
export function useOpenSlots(area: Area, companyId: number | null) {
  const token = useToken(area);
  const fair = useFair();
  return useSWR<OpenSlot[], Error>(openSlotsKey(area, token, companyId, fair), () =>
    fetchOpenSlots(area, companyId as number, fair),
  );
}
