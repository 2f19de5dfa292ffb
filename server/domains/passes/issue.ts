import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import type { PaidListener, ShopContext } from "../reservations/context";
import { reservationItems, reservations } from "../reservations/tables";
import type { ReservationRow } from "../reservations/view";
import { passes, passOptions, passOrders } from "./tables";

/** Paid and not cancelled: a pass order that owes its passes. */
const owesPasses = (row: Pick<ReservationRow, "channel" | "paidAt" | "status">) =>
  row.channel === "pass" && row.paidAt !== null && row.status !== "cancelled";

/**
 * Issues a paid pass order's passes, one per traveller, each with its holder's name from the order, a copy of its
 * type and the payment's moment as its purchase (ADR 0030). Idempotent: the unique (reservation, traveller) index
 * lets a second call, or two at once, issue nothing new. Answers how many were issued now.
 */
export async function issuePasses(db: DbOrTx, row: ReservationRow): Promise<number> {
  if (!owesPasses(row) || !row.paidAt) return 0;
  const [found] = await db
    .select({ item: reservationItems, pass: passOptions, order: passOrders })
    .from(reservationItems)
    .innerJoin(passOptions, eq(passOptions.optionId, reservationItems.productOptionId))
    .leftJoin(passOrders, eq(passOrders.reservationId, reservationItems.reservationId))
    .where(eq(reservationItems.reservationId, row.id));
  if (!found) return 0;
  const { item, pass, order } = found;
  const issued = await db
    .insert(passes)
    .values(
      Array.from({ length: row.travelers }, (_, index) => ({
        reservationId: row.id,
        traveler: index + 1,
        memberId: row.memberId,
        holderName: order?.holders[index] ?? row.representativeName,
        typeName: item.optionNameEn,
        typeNameKo: item.optionNameKo,
        type: pass.type,
        validFrom: pass.validFrom,
        purchasedAt: row.paidAt as Date,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: passes.id });
  return issued.length;
}

/** The shop's "paid" hook for pass orders: the payment stands whatever happens here, so a failure is only logged. */
export function issuePassesOnPaid(ctx: ShopContext): PaidListener {
  return async (row) => {
    if (!owesPasses(row)) return;
    try {
      await issuePasses(ctx.db, row);
    } catch (error) {
      // the member's list issues what is owed on its next read (issueOwedPasses)
      ctx.logger.error("passes not issued", { reservation: row.id, error });
    }
  };
}

/**
 * Issues what a member's paid pass orders still owe (a hook that failed after the payment committed): the list of
 * their passes reads this first, so a pass paid for is never missing for long.
 */
export async function issueOwedPasses(db: DbOrTx, memberId: number): Promise<void> {
  const owed = await db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.memberId, memberId),
        eq(reservations.channel, "pass"),
        isNotNull(reservations.paidAt),
        ne(reservations.status, "cancelled"),
        sql`(select count(*) from ${passes} where ${passes.reservationId} = ${reservations.id}) < ${reservations.travelers}`,
      ),
    );
  for (const row of owed) await issuePasses(db, row);
}

/** The pass ids of reservations, by reservation, in traveller order. */
export async function passIdsOf(db: DbOrTx, reservationIds: readonly number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (reservationIds.length === 0) return result;
  const rows = await db
    .select({ id: passes.id, reservationId: passes.reservationId })
    .from(passes)
    .where(inArray(passes.reservationId, [...reservationIds]))
    .orderBy(passes.reservationId, passes.traveler);
  for (const row of rows) result.set(row.reservationId, [...(result.get(row.reservationId) ?? []), row.id]);
  return result;
}
