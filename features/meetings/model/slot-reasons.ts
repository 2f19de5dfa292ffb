import type { MartRole } from "@contracts/mart";
import { PAIR_REASONS, type SlotReason } from "@contracts/meetings";
import { hasStarted } from "./schedule";

type ReasonedSlot = { open: boolean; reason: SlotReason | null; starts_at: string };

/**
 * Why a slot of the request dialog is not offered (the server's `reason`, from the rule the request is held to), or
 * null when it is. A slot the server still called open but that has started since the list was read says so too.
 */
export function slotNote(slot: ReasonedSlot, now: Date): SlotReason | null {
  if (hasStarted(slot, now)) return "slot_started";
  if (slot.open) return null;
  return slot.reason ?? "slot_inactive";
}

/**
 * A reason that holds for the whole company rather than one time (we already meet, or a request between us is
 * waiting): the dialog says it once instead of a list of closed times. My request for one of the times counts as
 * "already asked this company".
 */
export function pairNote(slots: readonly ReasonedSlot[]): SlotReason | null {
  const reasons = slots.map((slot) => slot.reason);
  if (reasons.includes("already_requested")) return "pair_requested_by_me";
  return reasons.find((reason): reason is SlotReason => reason !== null && PAIR_REASONS.includes(reason)) ?? null;
}

/**
 * Whether my company may ask this one for a meeting: a buyer asks a seller and a seller a buyer, never its own
 * company; undefined while my company is not known yet (nothing is offered meanwhile).
 */
export function canRequestMeeting(
  me: { id: number | null; role: MartRole | null } | undefined,
  counterpart: { id: number; role: MartRole },
): boolean | undefined {
  if (!me) return undefined;
  if (me.role === null) return false;
  return me.id !== counterpart.id && me.role !== counterpart.role;
}
