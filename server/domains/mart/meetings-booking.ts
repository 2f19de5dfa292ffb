import type { Fair } from "@contracts/editions";
import { bookingBlocker } from "@contracts/meetings";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { martCompanies, martSlots } from "./tables";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { bookingError, meetingError, type Reader, uniqueViolationError } from "./meetings-errors";
import { foreignKeyViolation } from "../../platform/db/violations";
import { blocksOf, bookedOf } from "./slots";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Runs `work` in a transaction that first locks the given companies' rows, always in id order so two transactions
 * never wait on each other in a circle. Everything that can make a company's meeting booked, and every change of
 * its availability, goes through here: whoever holds the lock sees the others' committed state.
 *
 * A unique violation of the booked indexes (a race the locks did not cover) answers the rule's own 409 for
 * `reader`; a foreign key violation means the slot was deleted meanwhile.
 */
export async function withCompanyLocks<T>(
  db: Db,
  companyIds: readonly number[],
  reader: Reader,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const ids = [...new Set(companyIds)].sort((a, b) => a - b);
  try {
    return await db.transaction(async (tx) => {
      await tx
        .select({ id: martCompanies.id })
        .from(martCompanies)
        .where(inArray(martCompanies.id, ids))
        .orderBy(asc(martCompanies.id))
        .for("update");
      return work(tx);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint !== undefined) throw uniqueViolationError(constraint, reader);
    if (foreignKeyViolation(error)) throw meetingError(404, "slotNotFound");
    throw error;
  }
}

export type BookingTarget = {
  /** The fair of the slot (a pair meets once per fair). */
  fair: Fair;
  slotId: number;
  buyerId: number;
  sellerId: number;
  /** The meeting being decided (left out of the booked ones); none for a new one. */
  meetingId?: number;
};

/**
 * The confirmation rule inside the booking transaction (call it under `withCompanyLocks` of both companies): reads
 * the slot (share-locked, so an operator closing it waits or is waited for), both companies' unavailable marks and
 * booked meetings, and throws the rule's 409 for `reader` when the meeting may not become booked.
 */
export async function assertBookable(tx: DbOrTx, target: BookingTarget, reader: Reader): Promise<void> {
  const [slot] = await tx
    .select({ id: martSlots.id, active: martSlots.active })
    .from(martSlots)
    .where(eq(martSlots.id, target.slotId))
    .for("share");
  if (!slot) throw meetingError(404, "slotNotFound");
  const parties = [target.buyerId, target.sellerId];
  const [unavailable, booked] = await Promise.all([
    blocksOf(tx, parties, [slot.id]),
    bookedOf(tx, parties, target.fair),
  ]);
  const blocker = bookingBlocker({
    slot,
    buyerId: target.buyerId,
    sellerId: target.sellerId,
    unavailable,
    booked,
    meetingId: target.meetingId,
  });
  if (blocker) throw bookingError(blocker, reader);
}
