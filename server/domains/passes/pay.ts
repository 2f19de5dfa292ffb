import { passPayProblem } from "@contracts/pass-rules";
import { shopToday } from "@contracts/reservations";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { payments } from "../payments/tables";
import type { QrPassOrder, QrPassPayers, QrPassPayment } from "../reservations/context";
import { reservationError } from "../reservations/errors";
import { reservations } from "../reservations/tables";
import type { Lang, ReservationRow } from "../reservations/view";
import type { PassPaying } from "@contracts/passes";
import { factsOf, passCode, typeNameOf } from "./cards";
import { passes, passPartnerProducts, passPayers } from "./tables";
import { passVenues } from "./venue-table";

// "QR pass" as a payment method (ADR 0030): a partner venue's product booked in the shop is paid by showing each
// traveller's pass at the venue. The shop's reservation asks this file whether the order may be paid so (one partner
// venue's products, one good pass per traveller); a venue's valid scan settles its traveller, and the order's last
// scan writes the one payment row and confirms the order, in the scan's transaction.

const field = (index: number) => `pass_ids.${index}`;

/** The partner venue all these products are visited at; none when one of them is no venue's or two venues share them. */
async function partnerVenue(tx: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return undefined;
  const links = await tx
    .select({ productId: passPartnerProducts.productId, venue: passVenues })
    .from(passPartnerProducts)
    .innerJoin(passVenues, eq(passVenues.id, passPartnerProducts.venueId))
    .where(inArray(passPartnerProducts.productId, [...productIds]));
  const venues = new Set(links.map((link) => link.venue.id));
  if (links.length !== new Set(productIds).size || venues.size !== 1) return undefined;
  const venue = links[0]?.venue;
  return venue?.published ? venue : undefined;
}

/**
 * Checks a `qr_pass` order before it is written: a partner venue's products only, and for each traveller a pass of
 * the member's that can pay on the departure day and pays for no other order at that venue that day (a venue lets a
 * pass in once: one scan settles one order). Every refusal is a 400 naming the field.
 */
async function checkPayers(tx: DbOrTx, order: QrPassOrder): Promise<QrPassPayers> {
  const venue = await partnerVenue(tx, order.productIds);
  if (!venue) throw reservationError(400, "qrPassNotOffered", "payment_method");
  const ids = [...order.passIds];
  const found = ids.length
    ? await tx
        .select({ pass: passes, cancelledAt: reservations.cancelledAt })
        .from(passes)
        .innerJoin(reservations, eq(reservations.id, passes.reservationId))
        .where(inArray(passes.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.pass.id, row]));
  const departure = { date: order.departureDate, time: order.departureTime };
  ids.forEach((id, index) => {
    const row = byId.get(id);
    // another member's pass reads as no pass at all: nothing of it is told
    if (!row || row.pass.memberId !== order.memberId) throw reservationError(400, "passNotYours", field(index));
    if (passPayProblem(factsOf(row.pass, row.cancelledAt), departure, order.now)) {
      throw reservationError(400, "passCannotPay", field(index));
    }
  });
  // the member's bookings are serialised by the shop's member lock, so this read cannot race another of theirs
  const paying = ids.length
    ? await tx
        .select({ passId: passPayers.passId })
        .from(passPayers)
        .innerJoin(reservations, eq(reservations.id, passPayers.reservationId))
        .where(
          and(
            inArray(passPayers.passId, ids),
            eq(passPayers.venueId, venue.id),
            eq(passPayers.day, order.departureDate),
            ne(reservations.status, "cancelled"),
          ),
        )
    : [];
  const taken = ids.findIndex((id) => paying.some((row) => row.passId === id));
  if (taken >= 0) throw reservationError(400, "passAlreadyPaying", field(taken));

  return {
    benefit: venue.benefit,
    record: async (writer: DbOrTx, row: ReservationRow) => {
      await writer.insert(passPayers).values(
        ids.map((passId, index) => ({
          reservationId: row.id,
          traveler: index + 1,
          passId,
          venueId: venue.id,
          day: order.departureDate,
          amountMinor: travelerShare(row.totalMinor, ids.length, index),
        })),
      );
    },
  };
}

/** One traveller's part of what the venue collects: the total in equal minor units, the first ones taking the rest. */
export function travelerShare(totalMinor: number, travelers: number, index: number): number {
  const base = Math.floor(totalMinor / travelers);
  return base + (index < totalMinor - base * travelers ? 1 : 0);
}

export const qrPassPayment: QrPassPayment = { payers: checkPayers };

export type Settlement = {
  reservation: ReservationRow;
  traveler: number;
  /** What this traveller pays at the counter, in the order's currency's minor units. */
  amountMinor: number;
  /** This scan was the order's last: the payment row is written and the order confirmed. */
  confirmed: boolean;
};

/**
 * A valid scan at a venue settles the traveller whose pass it is in that venue's `qr_pass` order of the scan's
 * Korean day, if one is waiting. Call inside the scan's transaction, with the pass's row already locked: the order's
 * row is locked after it (pass, then order, as a pass's refund does), so two devices scanning an order's last two
 * passes are served one after the other and exactly one of them writes the payment and confirms the order.
 */
export async function settleByScan(
  tx: DbOrTx,
  scan: { passId: number; venueId: number; scanId: number; now: Date },
): Promise<Settlement | null> {
  const day = shopToday(scan.now);
  const [payer] = await tx
    .select({ reservationId: passPayers.reservationId, traveler: passPayers.traveler })
    .from(passPayers)
    .innerJoin(reservations, eq(reservations.id, passPayers.reservationId))
    .where(
      and(
        eq(passPayers.passId, scan.passId),
        eq(passPayers.venueId, scan.venueId),
        eq(passPayers.day, day),
        isNull(passPayers.scanId),
        eq(reservations.status, "waiting"),
        eq(reservations.paymentMethod, "qr_pass"),
      ),
    )
    .orderBy(passPayers.reservationId)
    .limit(1);
  if (!payer) return null;
  const [order] = await tx.select().from(reservations).where(eq(reservations.id, payer.reservationId)).for("update");
  // expired or cancelled while this scan waited for the order
  if (order?.status !== "waiting") return null;
  const [settled] = await tx
    .update(passPayers)
    .set({ scanId: scan.scanId, settledAt: scan.now })
    .where(
      and(
        eq(passPayers.reservationId, payer.reservationId),
        eq(passPayers.traveler, payer.traveler),
        isNull(passPayers.scanId),
      ),
    )
    .returning();
  if (!settled) return null;
  const all = await tx.select().from(passPayers).where(eq(passPayers.reservationId, order.id));
  const base = { traveler: settled.traveler, amountMinor: settled.amountMinor };
  if (all.some((row) => row.scanId === null)) return { reservation: order, ...base, confirmed: false };

  await tx.insert(payments).values({
    reservationId: order.id,
    provider: "pass",
    method: "qr_pass",
    paymentKey: `pass_${order.orderId}`,
    // what the venue collected at its counter: the order's total (0 for free entry)
    amountMinor: order.totalMinor,
    currency: order.currency,
    raw: {
      venue_id: scan.venueId,
      scan_ids: all.map((row) => row.scanId),
      pass_ids: all.map((row) => row.passId),
    },
    approvedAt: scan.now,
  });
  const [confirmed] = await tx
    .update(reservations)
    .set({ status: "confirmed", paidAt: scan.now, confirmedAt: scan.now, updatedAt: scan.now })
    .where(and(eq(reservations.id, order.id), eq(reservations.status, "waiting")))
    .returning();
  if (!confirmed) throw new Error(`qr_pass order ${order.id} changed under its lock`);
  return { reservation: confirmed, ...base, confirmed: true };
}

/**
 * What the member's passes can pay for a product (`GET /passes/paying`): its partner venue, and the passes that can
 * pay there on the departure day (today when none is named) by the same rules the booking checks.
 */
export async function passesPaying(
  db: DbOrTx,
  memberId: number,
  query: { productId: number; departureDate?: string | undefined; departureTime?: string | undefined },
  lang: Lang,
  now: Date,
): Promise<PassPaying> {
  const venue = await partnerVenue(db, [query.productId]);
  if (!venue) return { venue: null, passes: [] };
  const day = query.departureDate ?? shopToday(now);
  const departure = { date: day, time: query.departureTime ?? "00:00" };
  const rows = await db
    .select({ pass: passes, cancelledAt: reservations.cancelledAt })
    .from(passes)
    .innerJoin(reservations, eq(reservations.id, passes.reservationId))
    .where(eq(passes.memberId, memberId))
    .orderBy(passes.id);
  const paying = await db
    .select({ passId: passPayers.passId })
    .from(passPayers)
    .innerJoin(reservations, eq(reservations.id, passPayers.reservationId))
    .where(and(eq(passPayers.venueId, venue.id), eq(passPayers.day, day), ne(reservations.status, "cancelled")));
  const busy = new Set(paying.map((row) => row.passId));
  return {
    venue: { id: venue.id, name: lang === "ko" ? venue.nameKo : venue.nameEn, benefit: venue.benefit },
    passes: rows
      .filter(
        ({ pass, cancelledAt }) => !busy.has(pass.id) && !passPayProblem(factsOf(pass, cancelledAt), departure, now),
      )
      .map(({ pass }) => ({
        id: pass.id,
        code: passCode(pass.id),
        holder: pass.holderName,
        type_name: typeNameOf(pass, lang),
      })),
  };
}
