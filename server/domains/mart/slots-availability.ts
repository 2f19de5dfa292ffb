import { BOOKED_STATUSES, type MySlot } from "@contracts/meetings";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { martMeetings, martSlotBlocks } from "./tables";
import type { Participant } from "./meetings";
import { withCompanyLocks } from "./meetings-booking";
import { slotBookedError } from "./meetings-errors";
import { mySlot, slotOfYear } from "./slots";

export { mySlots } from "./slots";

/**
 * `PUT /api/v1/mart/slots/{id}/availability`. Under my company's lock, the one every booking of mine takes too: a
 * confirmation racing this either books first (and the mark is refused) or reads the mark (and is refused).
 */
export async function setAvailability(db: Db, me: Participant, slotId: number, available: boolean): Promise<MySlot> {
  return withCompanyLocks(db, [me.id], me.role, async (tx) => {
    const slot = await slotOfYear(tx, slotId, me.fair);
    if (available) {
      await tx
        .delete(martSlotBlocks)
        .where(and(eq(martSlotBlocks.companyId, me.id), eq(martSlotBlocks.slotId, slot.id)));
    } else {
      const [held] = await tx
        .select({ id: martMeetings.id })
        .from(martMeetings)
        .where(
          and(
            eq(martMeetings.slotId, slot.id),
            or(eq(martMeetings.buyerId, me.id), eq(martMeetings.sellerId, me.id)),
            inArray(martMeetings.status, [...BOOKED_STATUSES]),
          ),
        )
        .limit(1);
      if (held) throw slotBookedError();
      await tx.insert(martSlotBlocks).values({ companyId: me.id, slotId: slot.id }).onConflictDoNothing();
    }
    return mySlot(tx, me.id, slot);
  });
}
