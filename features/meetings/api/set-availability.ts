import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type MySlot, MySlotSchema } from "@contracts/meetings";
import { request } from "@lib/http/client";
import type { Area } from "@lib/session/areas";
import { useToken } from "@lib/session/use-session";
import { useSWRConfig } from "swr";
import { MY_SLOTS_PATH, mySlotsKey } from "./list-my-slots";

export const availabilityPath = (slotId: number) => `${MY_SLOTS_PATH}/${slotId}/availability`;

/** `PUT /slots/{id}/availability`: whether my company can meet at that time; the answer is the slot as my list has it. */
export async function setAvailability(area: Area, slotId: number, available: boolean, fair: Fair): Promise<MySlot> {
  const res = await request(availabilityPath(slotId), {
    method: "PUT",
    schema: MySlotSchema,
    query: fairQuery(fair),
    body: { available },
    auth: true,
    area,
    errorToast: false,
  });
  return res.data;
}

/**
 * The switch moves at once and the server's answer then stands in the list; a refusal (409 while a meeting holds
 * the slot) puts it back, and the caller says why.
 */
export function useSetAvailability(area: Area) {
  const token = useToken(area);
  const fair = useFair();
  const { mutate } = useSWRConfig();
  return async (slotId: number, available: boolean) => {
    const replace = (slots: MySlot[] | undefined, slot: MySlot) => slots?.map((s) => (s.id === slot.id ? slot : s));
    await mutate(
      mySlotsKey(area, token, fair),
      async (current: MySlot[] | undefined) => replace(current, await setAvailability(area, slotId, available, fair)),
      {
        optimisticData: (current: MySlot[] | undefined) =>
          current?.map((s) => (s.id === slotId ? { ...s, available } : s)) ?? [],
        rollbackOnError: true,
        revalidate: false,
      },
    );
  };
}
