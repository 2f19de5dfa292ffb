import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type Slot, SlotSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import { useToken } from "@lib/session/use-session";
import useSWR from "swr";
import { z } from "zod";
import { ADMIN_SLOTS_PATH, KEY_ROOT, OPERATOR_AREA } from "./paths";

export const adminSlotsKey = (token: string | null, fair: Fair) =>
  token ? ([KEY_ROOT, "slots", token, fair] as const) : null;

/**
 * `GET /admin/mart/slots?fair=`: every slot of the fair, open and closed. A failure is also said on the page; a 401
 * sends the operator to sign in (the transport's hook).
 */
export async function fetchAdminSlots(fair: Fair): Promise<Slot[]> {
  const res = await request(ADMIN_SLOTS_PATH, {
    schema: z.array(SlotSchema),
    query: fairQuery(fair),
    auth: true,
    area: OPERATOR_AREA,
  });
  return res.data;
}

export function useAdminSlots() {
  const token = useToken(OPERATOR_AREA);
  const fair = useFair();
  return useSWR<Slot[], Error>(adminSlotsKey(token, fair), () => fetchAdminSlots(fair));
}
