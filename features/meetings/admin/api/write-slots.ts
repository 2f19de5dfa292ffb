import { sendForm } from "@blocks/feature-kit";
import { type Slot, SlotSchema, type WriteSlotBody } from "@contracts/meetings";
import { request } from "@lib/http/client";
import { useSWRConfig } from "swr";
import useSWRMutation from "swr/mutation";
import { z } from "zod";
import { ADMIN_SLOTS_PATH, KEY_ROOT, OPERATOR_AREA, adminSlotPath, isKeyOf } from "./paths";

// The slot screens say every failure beside the slot or the form, so the transport shows no toast; a 401 still
// clears the session, and the site's guard sends the operator to sign in.

/** A slot sent whole (times and `active`, as the contract's write body has it), answered as the server keeps it. */
const writeSlot = (method: "POST" | "PUT", path: string, body: WriteSlotBody): Promise<Slot> =>
  sendForm(path, { method, schema: SlotSchema, body, area: OPERATOR_AREA });

/** `POST /admin/mart/slots`: one slot (409 slotExists when one already starts then). */
export const createSlot = (body: WriteSlotBody): Promise<Slot> => writeSlot("POST", ADMIN_SLOTS_PATH, body);

/** `PUT /admin/mart/slots/{id}`: the whole slot (times and `active`), as the contract's write body has it. */
export const updateSlot = (id: number, body: WriteSlotBody): Promise<Slot> => writeSlot("PUT", adminSlotPath(id), body);

/** `DELETE /admin/mart/slots/{id}`: only a slot without meetings (409 slotHasMeetings). */
export async function deleteSlot(id: number): Promise<void> {
  await request(adminSlotPath(id), {
    method: "DELETE",
    // nothing of the answer is used; whether it carries the slot or nothing at all
    schema: z.unknown(),
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
  return useSWRMutation<SlotOutcome[], Error, readonly [string, "create-slots"], readonly WriteSlotBody[]>(
    [KEY_ROOT, "create-slots"] as const,
    async (_key, { arg }) => {
      const outcomes: SlotOutcome[] = [];
      for (const body of arg) {
        try {
          outcomes.push({ body, slot: await createSlot(body), error: null });
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
  return useSWRMutation<void, Error, readonly [string, "change-slot"], SlotChange>(
    [KEY_ROOT, "change-slot"] as const,
    async (_key, { arg }) => {
      if (arg.kind === "delete") await deleteSlot(arg.slot.id);
      else {
        const { day, start_time, end_time } = arg.slot;
        await updateSlot(arg.slot.id, { day, start_time, end_time, active: arg.active });
      }
      await mutate(isKeyOf("slots"));
    },
  );
}
