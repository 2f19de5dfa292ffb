import { type Fair, FAIR_YEARS } from "@contracts/editions";
import {
  BOOKED_STATUSES,
  type MartSchedule,
  type MySlot,
  type Slot,
  type WriteSlotBodySchema,
} from "@contracts/meetings";
import { and, asc, count, eq, inArray, or } from "drizzle-orm";
import type { z } from "zod";
import { martMeetings, martSlotBlocks, martSlots } from "./tables";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { meetingError } from "./meetings-errors";
import { foreignKeyViolation } from "../../platform/db/violations";

export type SlotRow = typeof martSlots.$inferSelect;
export type WriteSlotInput = z.output<typeof WriteSlotBodySchema>;

/** The mart runs in Korea; a slot's day and times are Korea time, which has no daylight saving. */
export const KOREA_OFFSET = "+09:00";

export const slotStartsAt = (row: Pick<SlotRow, "day" | "startTime">) =>
  new Date(`${row.day}T${row.startTime}:00${KOREA_OFFSET}`);
export const slotEndsAt = (row: Pick<SlotRow, "day" | "endTime">) =>
  new Date(`${row.day}T${row.endTime}:00${KOREA_OFFSET}`);

/** Whether the slot has started at `now` (requests, confirmations and records turn on it). */
export const slotStarted = (row: Pick<SlotRow, "day" | "startTime">, now: Date) =>
  slotStartsAt(row).getTime() <= now.getTime();

export function toSlot(row: SlotRow): Slot {
  return {
    id: row.id,
    day: row.day,
    start_time: row.startTime,
    end_time: row.endTime,
    starts_at: `${row.day}T${row.startTime}:00${KOREA_OFFSET}`,
    ends_at: `${row.day}T${row.endTime}:00${KOREA_OFFSET}`,
    active: row.active,
  };
}

const SLOT_ORDER = [asc(martSlots.day), asc(martSlots.startTime), asc(martSlots.id)];

/** The slots of a fair's current edition. */
const ofEdition = (fair: Fair) => and(eq(martSlots.fair, fair), eq(martSlots.eventYear, FAIR_YEARS[fair]));

/** Every slot of a fair's current edition, by day and time. */
export async function slotsOfYear(db: DbOrTx, fair: Fair): Promise<SlotRow[]> {
  return db
    .select()
    .from(martSlots)
    .where(ofEdition(fair))
    .orderBy(...SLOT_ORDER);
}

/**
 * A slot of a fair's current edition, or 404 slotNotFound (a slot of another year, or of the other fair, is not
 * one these participants can use).
 */
export async function slotOfYear(db: DbOrTx, id: number, fair: Fair, field?: string): Promise<SlotRow> {
  const [row] = await db
    .select()
    .from(martSlots)
    .where(and(eq(martSlots.id, id), ofEdition(fair)));
  if (!row) throw meetingError(404, "slotNotFound", field);
  return row;
}

/**
 * `GET /api/v1/mart/schedule`: the days of this year's active slots, the first start and the latest end. Closed
 * slots do not count: a day whose slots an operator closed is no longer a day the site announces. While days are
 * still to come, past ones (a rehearsal, an early session) are left out: the site announces what is ahead; once
 * every day has passed, it names them all.
 */
export async function martSchedule(db: DbOrTx, today: string, fair: Fair = "sitmmt"): Promise<MartSchedule> {
  const all = await db
    .select({ day: martSlots.day, startTime: martSlots.startTime, endTime: martSlots.endTime })
    .from(martSlots)
    .where(and(ofEdition(fair), eq(martSlots.active, true)))
    .orderBy(...SLOT_ORDER);
  const ahead = all.filter((row) => row.day >= today);
  const rows = ahead.length > 0 ? ahead : all;
  const [first] = rows;
  if (!first) return { days: [], opens_at: null, closes_at: null };
  // a long slot may end after a later-starting one: the close is the latest end, not the last slot's
  const last = rows.reduce((latest, row) =>
    `${row.day} ${row.endTime}` > `${latest.day} ${latest.endTime}` ? row : latest,
  );
  return {
    days: [...new Set(rows.map((row) => row.day))],
    opens_at: `${first.day}T${first.startTime}:00${KOREA_OFFSET}`,
    closes_at: `${last.day}T${last.endTime}:00${KOREA_OFFSET}`,
  };
}

/** The slots the given companies marked unavailable. */
export async function blocksOf(db: DbOrTx, companyIds: readonly number[], slotIds?: readonly number[]) {
  if (companyIds.length === 0) return [];
  return db
    .select({ companyId: martSlotBlocks.companyId, slotId: martSlotBlocks.slotId })
    .from(martSlotBlocks)
    .where(
      and(
        inArray(martSlotBlocks.companyId, [...companyIds]),
        slotIds ? inArray(martSlotBlocks.slotId, [...slotIds]) : undefined,
      ),
    );
}

/** The booked meetings of a fair in which any of the given companies takes part. */
export async function bookedOf(db: DbOrTx, companyIds: readonly number[], fair: Fair) {
  if (companyIds.length === 0) return [];
  const ids = [...companyIds];
  return db
    .select({
      id: martMeetings.id,
      slotId: martMeetings.slotId,
      buyerId: martMeetings.buyerId,
      sellerId: martMeetings.sellerId,
    })
    .from(martMeetings)
    .where(
      and(
        eq(martMeetings.fair, fair),
        inArray(martMeetings.status, [...BOOKED_STATUSES]),
        or(inArray(martMeetings.buyerId, ids), inArray(martMeetings.sellerId, ids)),
      ),
    );
}

function toMySlot(
  row: SlotRow,
  companyId: number,
  blocks: readonly { companyId: number; slotId: number }[],
  booked: readonly { id: number; slotId: number }[],
): MySlot {
  return {
    ...toSlot(row),
    available: !blocks.some((b) => b.companyId === companyId && b.slotId === row.id),
    meeting_id: booked.find((m) => m.slotId === row.id)?.id ?? null,
  };
}

/** `GET /api/v1/mart/slots`: every slot of the fair with the company's own availability and its booked meeting. */
export async function mySlots(db: DbOrTx, companyId: number, fair: Fair): Promise<MySlot[]> {
  const [rows, blocks, booked] = await Promise.all([
    slotsOfYear(db, fair),
    blocksOf(db, [companyId]),
    bookedOf(db, [companyId], fair),
  ]);
  return rows.map((row) => toMySlot(row, companyId, blocks, booked));
}

/** One slot as `mySlots` shows it. */
export async function mySlot(db: DbOrTx, companyId: number, row: SlotRow): Promise<MySlot> {
  const [blocks, booked] = await Promise.all([
    blocksOf(db, [companyId], [row.id]),
    bookedOf(db, [companyId], row.fair),
  ]);
  return toMySlot(row, companyId, blocks, booked);
}

// ---- operators ----

const slotExists = () => meetingError(409, "slotExists", "start_time");

/** Operators' writes hit the (fair, day, start) unique index on a clash: the same 409 either way. */
async function mapSlotClash<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw slotExists();
    throw error;
  }
}

export async function createSlot(db: DbOrTx, input: WriteSlotInput, now: Date, fair: Fair): Promise<SlotRow> {
  return mapSlotClash(async () => {
    const [row] = await db
      .insert(martSlots)
      .values({
        fair,
        eventYear: FAIR_YEARS[fair],
        day: input.day,
        startTime: input.start_time,
        endTime: input.end_time,
        active: input.active,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error("slot insert returned nothing");
    return row;
  });
}

/**
 * Changes a slot's day, times or `active`. Closing a slot keeps the meetings already booked in it (operators
 * decide about those by status); it only stops new bookings, which the booking transaction reads under a share
 * lock on the slot row, so a close and a confirm never cross.
 */
export async function updateSlot(db: DbOrTx, id: number, input: WriteSlotInput, fair: Fair): Promise<SlotRow> {
  return mapSlotClash(async () => {
    const [row] = await db
      .update(martSlots)
      .set({ day: input.day, startTime: input.start_time, endTime: input.end_time, active: input.active })
      .where(and(eq(martSlots.id, id), eq(martSlots.fair, fair)))
      .returning();
    if (!row) throw meetingError(404, "slotNotFound");
    return row;
  });
}

/** Deletes a slot without meetings (any status); one with meetings is closed instead (409 slotHasMeetings). */
export async function deleteSlot(db: DbOrTx, id: number, fair: Fair): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // The row lock makes a request arriving meanwhile wait, then fail its foreign key (mapped below).
      const [row] = await tx
        .select({ id: martSlots.id })
        .from(martSlots)
        .where(and(eq(martSlots.id, id), eq(martSlots.fair, fair)))
        .for("update");
      if (!row) throw meetingError(404, "slotNotFound");
      const [used] = await tx.select({ n: count() }).from(martMeetings).where(eq(martMeetings.slotId, id));
      if ((used?.n ?? 0) > 0) throw meetingError(409, "slotHasMeetings");
      await tx.delete(martSlots).where(eq(martSlots.id, id));
    });
  } catch (error) {
    if (foreignKeyViolation(error)) throw meetingError(409, "slotHasMeetings");
    throw error;
  }
}
