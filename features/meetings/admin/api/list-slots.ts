import { type Slot, SlotSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { ADMIN_SLOTS_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

export const adminSlotsKey = (token: string | null) => (token ? ([KEY_ROOT, "slots", token] as const) : null);

/**
 * `GET /admin/mart/slots`: every slot of the mart, open and closed. A failure is also said on the page; a 401 sends
 * the operator to sign in (the transport's hook).
 */
export async function fetchAdminSlots(): Promise<Slot[]> {
  const res = await request(ADMIN_SLOTS_PATH, { schema: z.array(SlotSchema), auth: true, area: OPERATOR_AREA });
  return res.data;
}

export function useAdminSlots() {
  const token = useToken(OPERATOR_AREA);
  return useSWR<Slot[], Error>(adminSlotsKey(token), fetchAdminSlots);
}
