import { OpenSlotSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { MART_PATH } from "./list-my-slots";

export type OpenSlot = z.infer<typeof OpenSlotSchema>;

export const openSlotsPath = (companyId: number) => `${MART_PATH}/businesses/${companyId}/slots`;

export const openSlotsKey = (area: Area, token: string | null, companyId: number | null) =>
  token && companyId !== null ? ([openSlotsPath(companyId), area, token, "open"] as const) : null;

/** The mart's slots with whether a request to that company could still be confirmed in each (`open`). */
export async function fetchOpenSlots(area: Area, companyId: number): Promise<OpenSlot[]> {
  const res = await request(openSlotsPath(companyId), {
    schema: z.array(OpenSlotSchema),
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/** `companyId` null waits (the dialog is closed). */
export function useOpenSlots(area: Area, companyId: number | null) {
  const token = useToken(area);
  return useSWR<OpenSlot[], Error>(openSlotsKey(area, token, companyId), () =>
    fetchOpenSlots(area, companyId as number),
  );
}
