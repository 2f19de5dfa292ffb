import { sendForm } from "@blocks/feature-kit";
import { fairQuery, useFair } from "@blocks/fair-scope";
import type { Fair } from "@contracts/editions";
import { type Slot, SlotSchema, type WriteSlotBody } from "@contracts/meetings";
import { request } from "@lib/http/client";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { z } from "zod";
import { ADMIN_SLOTS_PATH, KEY_ROOT, OPERATOR_AREA, adminSlotPath, isKeyOf } from "./paths";

// The slot screens say every failure beside the slot or the form, so the transport shows no toast; a 401 still
// clears the session, and the site's guard sends the operator to sign in.

/** A slot of the fair sent whole (times and `active`, as the contract's write body has it), answered as kept. */
const writeSlot = (method: "POST" | "PUT", path: string, body: WriteSlotBody, fair: Fair): Promise<Slot> =>
  sendForm(path, { method, schema: SlotSchema, query: fairQuery(fair), body, area: OPERATOR_AREA });

/** `POST /admin/mart/slots?fair=`: one slot of the fair (409 slotExists when one already starts then). */
export const createSlot = (body: WriteSlotBody, fair: Fair): Promise<Slot> =>
  writeSlot("POST", ADMIN_SLOTS_PATH, body, fair);

/** `PUT /admin/mart/slots/{id}?fair=`: the whole slot (times and `active`), as the contract's write body has it. */
export const updateSlot = (id: number, body: WriteSlotBody, fair: Fair): Promise<Slot> =>
  writeSlot("PUT", adminSlotPath(id), body, fair);

/** `DELETE /admin/mart/slots/{id}?fair=`: only a slot without meetings (409 slotHasMeetings). */
export async function deleteSlot(id: number, fair: Fair): Promise<void> {
  await request(adminSlotPath(id), {
    method: "DELETE",
    // nothing of the answer is used; whether it carries the slot or nothing at all
    schema: z.unknown(),
    query: fairQuery(fair),
    auth: true,
    area: OPERATOR_AREA,
    errorToast: false,
  });
}

/** One slot's outcome in a batch: created, or the error that refused it. */
export type SlotOutcome = { body: WriteSlotBody; slot: Slot | null; error: unknown };

/**
 * Several slots, one request each, one after another: a refused slot (it already exists) does not stop the rest,
 * and the outcome of each is reported. The slot lists (and the grid's day tabs) are read again afterwards.
 */
export function useCreateSlots() {
  const { mutate } = useSWRConfig();
  const fair = useFair();
  return useSWRMutation<SlotOutcome[], Error, readonly [string, "create-slots", Fair], readonly WriteSlotBody[]>(
    [KEY_ROOT, "create-slots", fair] as const,
    async (_key, { arg }) => {
      const outcomes: SlotOutcome[] = [];
      for (const body of arg) {
        try {
          outcomes.push({ body, slot: await createSlot(body, fair), error: null });
        } catch (error) {
          outcomes.push({ body, slot: null, error });
        }
      }
      if (outcomes.some((outcome) => outcome.slot)) await mutate(isKeyOf("slots"));
      return outcomes;
    },
  );
}

export type SlotChange = { kind: "active"; slot: Slot; active: boolean } | { kind: "delete"; slot: Slot };

/** Closes, reopens or deletes one slot, then reads the slot lists again. */
export function useChangeSlot() {
  const { mutate } = useSWRConfig();
  const fair = useFair();
  return useSWRMutation<void, Error, readonly [string, "change-slot", Fair], SlotChange>(
    [KEY_ROOT, "change-slot", fair] as const,
    async (_key, { arg }) => {
      if (arg.kind === "delete") await deleteSlot(arg.slot.id, fair);
      else {
        const { day, start_time, end_time } = arg.slot;
        await updateSlot(arg.slot.id, { day, start_time, end_time, active: arg.active }, fair);
      }
      await mutate(isKeyOf("slots"));
    },
  );
}
