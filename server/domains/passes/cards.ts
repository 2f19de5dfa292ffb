import {
  expiryReason,
  type PassFacts,
  passCountdown,
  passRefundDeadline,
  passState,
  passUseBy,
  passValidUntil,
  refundProblem,
  usesLeft,
} from "@contracts/pass-rules";
import type { Pass, PassCard, PassReservation, PassUsage } from "@contracts/passes";
import { and, desc, eq } from "drizzle-orm";
import type { AuthConfig } from "../../config";
import type { DbOrTx } from "../auth/sessions";
import type { ShopContext } from "../reservations/context";
import { reservationAnswer } from "../reservations/http";
import { reservations } from "../reservations/tables";
import type { Lang, ReservationRow } from "../reservations/view";
import { passError } from "./errors";
import { issueOwedPasses, passIdsOf } from "./issue";
import { passes, passOrders, passScans } from "./tables";
import { passToken } from "./tokens";
import { refundOffer } from "./refund-share";
import { passVenues } from "./venue-table";

export type PassRow = typeof passes.$inferSelect;

/** What the holder reads out to the staff when the QR will not scan. */
export const passCode = (id: number) => `SP-${String(id).padStart(6, "0")}`;

/**
 * The facts the rules read. A pass whose order was cancelled (the operators approved a member's cancellation and
 * returned the payment) is void as a refunded one is, from the cancellation on.
 */
export const factsOf = (row: PassRow, orderCancelledAt: Date | null = null): PassFacts => ({
  type: row.type,
  purchased_at: row.purchasedAt,
  activated_at: row.activatedAt,
  uses: row.uses,
  refunded_at: row.refundedAt ?? orderCancelledAt,
  valid_from: row.validFrom,
});

export const typeNameOf = (row: PassRow, lang: Lang) => (lang === "ko" ? row.typeNameKo : row.typeName);

/** A pass as the API shows it at `now`: its state and every moment the rules derive from its facts. */
export function toPass(row: PassRow, order: { number: string; cancelledAt: Date | null }, lang: Lang, now: Date): Pass {
  const facts = factsOf(row, order.cancelledAt);
  return {
    id: row.id,
    code: passCode(row.id),
    holder: row.holderName,
    type_name: typeNameOf(row, lang),
    type: row.type,
    state: passState(facts, now),
    expiry_reason: expiryReason(facts, now) ?? null,
    reservation_number: order.number,
    purchased_at: row.purchasedAt.toISOString(),
    activated_at: row.activatedAt?.toISOString() ?? null,
    valid_until: row.activatedAt ? passValidUntil(row.type, row.activatedAt, row.purchasedAt).toISOString() : null,
    use_by: passUseBy(row.purchasedAt).toISOString(),
    valid_from: row.validFrom,
    uses_left: usesLeft(facts),
    refunded_at: facts.refunded_at?.toISOString() ?? null,
    refundable_until:
      refundProblem(facts, now) === undefined ? passRefundDeadline(row.purchasedAt).toISOString() : null,
  };
}

/** A member's passes, newest first (those a paid order still owes are issued first). */
export async function myPasses(ctx: ShopContext, memberId: number, lang: Lang): Promise<Pass[]> {
  await issueOwedPasses(ctx.db, memberId);
  const rows = await ctx.db
    .select({ pass: passes, order: { number: reservations.number, cancelledAt: reservations.cancelledAt } })
    .from(passes)
    .innerJoin(reservations, eq(reservations.id, passes.reservationId))
    .where(eq(passes.memberId, memberId))
    .orderBy(desc(passes.purchasedAt), desc(passes.id));
  const now = ctx.now();
  return rows.map(({ pass, order }) => toPass(pass, order, lang, now));
}

/** The member's own pass (locked when asked); another member's is the same 404 as none. */
export async function ownPass(db: DbOrTx, memberId: number, id: number, lock = false) {
  const query = db
    .select({
      pass: passes,
      order: {
        number: reservations.number,
        cancelledAt: reservations.cancelledAt,
        travelers: reservations.travelers,
      },
    })
    .from(passes)
    .innerJoin(reservations, eq(reservations.id, passes.reservationId))
    .where(and(eq(passes.id, id), eq(passes.memberId, memberId)));
  const [found] = lock ? await query.for("update", { of: passes }) : await query;
  if (!found) throw passError(404, "passNotFound", "id");
  return found;
}

/** The pass's scans as its holder sees them, newest first, with the venue's name and, for a valid one, its benefit. */
async function usageOf(db: DbOrTx, passId: number, lang: Lang): Promise<PassUsage[]> {
  const rows = await db
    .select({ scan: passScans, venue: passVenues })
    .from(passScans)
    .innerJoin(passVenues, eq(passVenues.id, passScans.venueId))
    .where(eq(passScans.passId, passId))
    .orderBy(desc(passScans.scannedAt), desc(passScans.id));
  return rows.map(({ scan, venue }) => ({
    at: scan.scannedAt.toISOString(),
    venue_id: venue.id,
    venue_name: lang === "ko" ? venue.nameKo : venue.nameEn,
    result: scan.result,
    benefit: scan.result === "valid" ? (scan.answer.benefit ?? venue.benefit) : null,
  }));
}

/** The card: the pass, its QR token (its owner's eyes only), the server's clock and countdown, its history. */
export async function passCard(
  ctx: ShopContext,
  auth: AuthConfig,
  memberId: number,
  id: number,
  lang: Lang,
): Promise<PassCard> {
  const { pass, order } = await ownPass(ctx.db, memberId, id);
  const now = ctx.now();
  return {
    ...toPass(pass, order, lang, now),
    token: await passToken(ctx.db, auth, pass.id),
    server_now: now.toISOString(),
    remaining_ms: passCountdown(factsOf(pass, order.cancelledAt), now)?.remaining_ms ?? null,
    usage: await usageOf(ctx.db, pass.id, lang),
    refund: await refundOffer(ctx.db, pass, factsOf(pass, order.cancelledAt), order, now),
  };
}

/** Corrects the holder's name until the pass is first scanned (the name is what the venue checked); 409 after. */
export async function changeHolder(
  ctx: ShopContext,
  memberId: number,
  id: number,
  holder: string,
  lang: Lang,
): Promise<Pass> {
  return ctx.db.transaction(async (tx) => {
    const { pass, order } = await ownPass(tx, memberId, id, true);
    if (pass.activatedAt) throw passError(409, "holderLocked", "holder");
    const [changed] = await tx.update(passes).set({ holderName: holder }).where(eq(passes.id, pass.id)).returning();
    return toPass(changed ?? pass, order, lang, ctx.now());
  });
}

/** A pass order as the shop's reservation with its pass type's name, its holders and, once paid, its passes. */
export async function passReservationAnswer(
  ctx: ShopContext,
  row: ReservationRow,
  lang: Lang,
): Promise<PassReservation> {
  const [reservation, [order], ids] = await Promise.all([
    reservationAnswer(ctx, row, lang),
    ctx.db.select().from(passOrders).where(eq(passOrders.reservationId, row.id)),
    passIdsOf(ctx.db, [row.id]),
  ]);
  return {
    ...reservation,
    pass_name: reservation.items[0]?.option_name ?? reservation.product_name,
    holders: order?.holders ?? [row.representativeName],
    pass_ids: ids.get(row.id) ?? [],
  };
}
