import { type TourReservation, freeCancellationUntil } from "@contracts/tours";
import { and, eq, isNull } from "drizzle-orm";
import type { AuthConfig } from "../../config";
import type { Db } from "../../platform/db/client";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import type { ShopContext } from "../reservations/context";
import { reservationAnswer } from "../reservations/http";
import { type CancelPolicy, cancelOwn } from "../reservations/manage";
import { reservationItems, reservations } from "../reservations/tables";
import type { Lang, ReservationRow } from "../reservations/view";
import { cancelOutcome } from "@contracts/reservations";
import { issueReservationKey, openReservationKey } from "./access";
import { tourError } from "./errors";
import { tourCourses } from "./tables";

/** The course a summit reservation books, through its one item (the departure's option). */
async function courseOf(db: Db, reservationId: number) {
  const [found] = await db
    .select({ course: tourCourses, product: products, option: productOptions })
    .from(reservationItems)
    .innerJoin(productOptions, eq(productOptions.id, reservationItems.productOptionId))
    .innerJoin(products, eq(products.id, reservationItems.productId))
    .innerJoin(tourCourses, eq(tourCourses.productId, products.id))
    .where(eq(reservationItems.reservationId, reservationId));
  if (!found) throw new Error(`summit reservation ${reservationId} has no course`);
  return found;
}

/** Whether a cancel now ends the reservation at once: before the course's cut-off, or when nothing was paid. */
function freeNow(row: ReservationRow, cutoffHours: number, now: Date): boolean {
  return now < freeCancellationUntil(row.departureDate, row.departureTime, cutoffHours);
}

export async function tourReservationAnswer(
  ctx: ShopContext,
  row: ReservationRow,
  lang: Lang,
): Promise<TourReservation> {
  const [reservation, { course, product }] = await Promise.all([
    reservationAnswer(ctx, row, lang),
    courseOf(ctx.db, row.id),
  ]);
  let email = row.guestEmail ?? "";
  if (row.memberId !== null) {
    const [member] = await ctx.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, row.memberId));
    email = member?.email ?? "";
  }
  const until = freeCancellationUntil(row.departureDate, row.departureTime, course.cancelCutoffHours);
  return {
    ...reservation,
    course_slug: product.slug,
    course_name: lang === "ko" ? product.nameKo : product.nameEn,
    area: course.area,
    meeting_point: lang === "ko" ? course.meetingPointKo : course.meetingPointEn,
    email,
    free_cancellation_until: until.toISOString(),
    cancels_free:
      reservation.can_cancel &&
      (freeNow(row, course.cancelCutoffHours, ctx.now()) || cancelOutcome(row.status) === "cancelled"),
  };
}

/** The reservation with a fresh key for this browser. */
export async function withKey(ctx: ShopContext, auth: AuthConfig, row: ReservationRow, lang: Lang) {
  const { key, expiresAt } = await issueReservationKey(ctx.db, auth, row.id, ctx.now());
  return { reservation: await tourReservationAnswer(ctx, row, lang), key, key_expires_at: expiresAt.toISOString() };
}

/**
 * A guest finds a summit reservation by its number and the e-mail it was booked with; anything else (another
 * e-mail, a shop order, a member's booking) is the same 404, so a number alone tells nothing.
 */
export async function lookUp(ctx: ShopContext, number: string, email: string): Promise<ReservationRow> {
  const [row] = await ctx.db
    .select()
    .from(reservations)
    .where(
      and(
        eq(reservations.number, number),
        eq(reservations.channel, "summit"),
        isNull(reservations.memberId),
        eq(reservations.guestEmail, email.toLowerCase()),
      ),
    );
  if (!row) throw tourError(404, "lookupFailed", "reservation_number");
  return row;
}

/** The summit reservation a key opens, which must be the one the address names. */
export async function openByKey(
  ctx: ShopContext,
  auth: AuthConfig,
  number: string,
  key: string | undefined,
): Promise<ReservationRow> {
  const id = await openReservationKey(ctx.db, auth, key, ctx.now());
  const [row] = await ctx.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.number, number), eq(reservations.channel, "summit")));
  if (!row) throw tourError(401, "keyInvalid");
  return row;
}

/**
 * A guest's cancel under the course's policy: free until the cut-off (ends at once, a payment refunded), after
 * it as the shop's (an unpaid one ends, a paid one is a request the operators decide on). Never after departure.
 */
export async function cancelTour(ctx: ShopContext, row: ReservationRow, note: string, lang: Lang) {
  const { course } = await courseOf(ctx.db, row.id);
  const policy: CancelPolicy = (locked, now) =>
    freeNow(locked, course.cancelCutoffHours, now) ? "cancelled" : cancelOutcome(locked.status);
  return cancelOwn(ctx, eq(reservations.id, row.id), note, lang, policy);
}
