import { addDays, shopToday } from "@contracts/reservations";
import { departureMoment } from "@contracts/reservation-deadlines";
import { DEPARTURE_DECISION_HOURS } from "@contracts/tours";
import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sum } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { invalidateCatalog } from "../catalog/list-cache";
import { productOptions, products } from "../catalog/tables";
import { refundPayment } from "../reservations/manage";
import { cancelAndRelease } from "../reservations/release";
import { reservationItems, reservations } from "../reservations/tables";
import type { Lang } from "../reservations/view";
import { tourBookingLangs, tourCourses, tourDepartures, tourWaitlist } from "./tables";
import { departureCalledOffMail } from "./waitlist-mail";
import { releaseHeld, type WaitlistDeps } from "./waitlist";

// Calling off a departure below its course's minimum (ADR 0027, "Waitlist and calling off"): DEPARTURE_DECISION_HOURS
// before it leaves (Korea time) its booked travellers are counted once; too few, and it is called off, its bookings
// cancelled with a full refund through the shop's refund path and everyone told. Each step is guarded by a state
// it moves (decided_at, the reservation's status, the entry's status), so a tick run twice or cut short and run
// again does each thing once.

export const TOUR_DECISION_JOB = "tour-departure-decision";
export type DecisionResult = {
  ran: number;
  called_off: number;
  cancelled: number;
  refund_failed: number;
  told: number;
};

/** Statuses whose reservation holds its seats (what a departure counts as booked). */
const HOLDING = ["waiting", "pending", "requested", "confirmed", "cancel_requested"] as const;

/** The travellers of a departure's reservations that hold seats (held waitlist offers are not bookings). */
export async function bookedTravelers(db: DbOrTx, departureId: number): Promise<number> {
  const [row] = await db
    .select({ n: sum(reservationItems.quantity) })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(and(eq(reservationItems.productOptionId, departureId), inArray(reservations.status, [...HOLDING])));
  return Number(row?.n ?? 0);
}

/** When a departure is decided on: DEPARTURE_DECISION_HOURS before it leaves. */
export const decisionMoment = (date: string, time: string) =>
  new Date(departureMoment(date, time).getTime() - DEPARTURE_DECISION_HOURS * 3_600_000);

/** Decides each departure whose decision time has come, once: runs, or called off. Returns the called-off ones. */
async function decide(db: DbOrTx, now: Date): Promise<{ ran: number; calledOff: number }> {
  // two days ahead covers any decision time of DEPARTURE_DECISION_HOURS up to 24 in Korea's calendar
  const horizon = addDays(shopToday(now), Math.ceil(DEPARTURE_DECISION_HOURS / 24) + 1);
  const due = await db
    .select({ id: tourDepartures.optionId, date: productOptions.startDate, times: productOptions.departureTimes })
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .where(and(isNull(tourDepartures.decidedAt), lte(productOptions.startDate, horizon)))
    .orderBy(asc(productOptions.startDate), asc(tourDepartures.optionId));
  const counts = { ran: 0, calledOff: 0 };
  for (const departure of due) {
    const time = departure.times[0] ?? "00:00";
    if (decisionMoment(departure.date, time) > now) continue;
    const verdict = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ departure: tourDepartures, min: tourCourses.minTravelers })
        .from(tourDepartures)
        .innerJoin(tourCourses, eq(tourCourses.id, tourDepartures.courseId))
        .where(and(eq(tourDepartures.optionId, departure.id), isNull(tourDepartures.decidedAt)))
        .for("update", { of: tourDepartures, skipLocked: true });
      if (!locked) return undefined;
      // a departure already gone (the server was down at its decision time) is left as it went
      const late = departureMoment(departure.date, time) <= now;
      const below =
        !late && locked.departure.cancelledAt === null && (await bookedTravelers(tx, departure.id)) < locked.min;
      await tx
        .update(tourDepartures)
        .set({ decidedAt: now, ...(below ? { cancelledAt: now } : {}) })
        .where(eq(tourDepartures.optionId, departure.id));
      return below ? "called_off" : "ran";
    });
    if (verdict === "called_off") counts.calledOff += 1;
    else if (verdict === "ran") counts.ran += 1;
  }
  return counts;
}

/** The language a guest booked in, else (a booking from before it was kept) Korean for a Korean traveller. */
export async function bookingLang(db: DbOrTx, reservationId: number, nationality: string | null): Promise<Lang> {
  const [row] = await db
    .select({ lang: tourBookingLangs.lang })
    .from(tourBookingLangs)
    .where(eq(tourBookingLangs.reservationId, reservationId));
  // a booking from before the language was kept: a Korean traveller reads Korean
  return row?.lang ?? (nationality === "KR" ? "ko" : "en");
}

/** Each live booking of a called-off departure, cancelled with its payment refunded (own transaction each). */
async function cancelBookings(deps: WaitlistDeps, now: Date, result: DecisionResult) {
  const { shop } = deps;
  const live = await shop.db
    .select({
      id: reservations.id,
      min: tourCourses.minTravelers,
      nameEn: products.nameEn,
      nameKo: products.nameKo,
      slug: products.slug,
    })
    .from(reservations)
    .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
    .innerJoin(tourDepartures, eq(tourDepartures.optionId, reservationItems.productOptionId))
    .innerJoin(tourCourses, eq(tourCourses.id, tourDepartures.courseId))
    .innerJoin(products, eq(products.id, tourCourses.productId))
    .where(and(isNotNull(tourDepartures.cancelledAt), ne(reservations.status, "cancelled")))
    .orderBy(asc(reservations.id));
  for (const booking of live) {
    let cancelled;
    try {
      cancelled = await shop.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reservations)
          .where(eq(reservations.id, booking.id))
          .for("update", { skipLocked: true });
        if (!row || row.status === "cancelled") return undefined;
        const paid = row.paidAt !== null;
        await refundPayment(tx, shop, row, "Departure called off: too few travellers", now);
        const done = await cancelAndRelease(tx, row.id, [row.status], "operator", now, "Departure called off");
        return done ? { row: done, paid } : undefined;
      });
    } catch (error) {
      // a refund the provider refused changes nothing: the next tick tries again
      shop.logger.warn("called-off booking not cancelled", { reservation: booking.id, error });
      result.refund_failed += 1;
      continue;
    }
    if (!cancelled) continue;
    result.cancelled += 1;
    const { row, paid } = cancelled;
    let to = row.guestEmail ?? "";
    if (row.memberId !== null) {
      const [member] = await shop.db
        .select({ email: accounts.email })
        .from(accounts)
        .where(eq(accounts.id, row.memberId));
      to = member?.email ?? to;
    }
    const lang = await bookingLang(shop.db, row.id, row.nationality);
    try {
      await deps.mail.send(
        departureCalledOffMail(lang, {
          to,
          name: row.representativeName,
          course: lang === "ko" ? booking.nameKo : booking.nameEn,
          date: row.departureDate,
          time: row.departureTime,
          minimum: booking.min,
          reservationNumber: row.number,
          paid,
          link: `${deps.origin}/apec2025`,
        }),
      );
      result.told += 1;
    } catch (error) {
      shop.logger.warn("called-off mail not sent", { reservation: row.id, error });
    }
  }
}

/** The line of a called-off departure is closed: held seats back, each guest told. */
async function closeLines(deps: WaitlistDeps, now: Date, result: DecisionResult) {
  const { shop } = deps;
  const entries = await shop.db
    .select({ id: tourWaitlist.id })
    .from(tourWaitlist)
    .innerJoin(tourDepartures, eq(tourDepartures.optionId, tourWaitlist.departureId))
    .where(and(isNotNull(tourDepartures.cancelledAt), inArray(tourWaitlist.status, ["waiting", "offered"])))
    .orderBy(asc(tourWaitlist.id));
  for (const { id } of entries) {
    const closed = await shop.db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(tourWaitlist)
        .where(and(eq(tourWaitlist.id, id), inArray(tourWaitlist.status, ["waiting", "offered"])))
        .for("update", { skipLocked: true });
      if (!entry) return undefined;
      await releaseHeld(tx, entry);
      const [row] = await tx
        .update(tourWaitlist)
        .set({ status: "called_off", heldSeats: 0, offerExpiresAt: null, updatedAt: now })
        .where(eq(tourWaitlist.id, entry.id))
        .returning();
      return row;
    });
    if (!closed) continue;
    const [found] = await shop.db
      .select({ option: productOptions, product: products, min: tourCourses.minTravelers })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .innerJoin(tourDepartures, eq(tourDepartures.optionId, productOptions.id))
      .innerJoin(tourCourses, eq(tourCourses.id, tourDepartures.courseId))
      .where(eq(productOptions.id, closed.departureId));
    if (!found) continue;
    try {
      await deps.mail.send(
        departureCalledOffMail(closed.lang, {
          to: closed.email,
          name: closed.name,
          course: closed.lang === "ko" ? found.product.nameKo : found.product.nameEn,
          date: found.option.startDate,
          time: found.option.departureTimes[0] ?? "00:00",
          minimum: found.min,
          reservationNumber: null,
          paid: false,
          link: `${deps.origin}/apec2025`,
        }),
      );
      result.told += 1;
    } catch (error) {
      shop.logger.warn("called-off mail not sent", { entry: closed.id, error });
    }
  }
}

/**
 * The decision's minute: decide the departures whose time has come, then finish what a called-off departure owes
 * (its bookings cancelled and refunded, its waitlist closed, everyone told). A refund the provider refuses leaves
 * that booking for the next minute.
 */
export async function runDepartureDecisions(deps: WaitlistDeps, now: Date): Promise<DecisionResult> {
  const result: DecisionResult = { ran: 0, called_off: 0, cancelled: 0, refund_failed: 0, told: 0 };
  const decided = await decide(deps.shop.db, now);
  result.ran = decided.ran;
  result.called_off = decided.calledOff;
  await cancelBookings(deps, now, result);
  await closeLines(deps, now, result);
  if (result.called_off + result.cancelled > 0) invalidateCatalog(deps.shop.db);
  return result;
}
