import { convertMoney, fromMinor } from "@contracts/money";
import { departureDateProblem, minDepartureDate, priceBreakdown } from "@contracts/reservations";
import { type CreateTourReservationBodySchema, departureState } from "@contracts/tours";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { DbOrTx } from "../auth/sessions";
import { invalidateCatalog } from "../catalog/list-cache";
import { productOptions, products } from "../catalog/tables";
import type { ShopContext } from "../reservations/context";
import { sameAmount, totalChanged } from "../reservations/errors";
import { bookOnce, insertReservation, reservationByRequest } from "../reservations/insert";
import { exchangeRates } from "../reservations/rates";
import { reservations } from "../reservations/tables";
import type { ReservationRow } from "../reservations/view";
import { AppError } from "../../platform/http/errors";
import { tourError } from "./errors";
import { tourBookingLangs, tourCourses, tourDepartures } from "./tables";
import { consumeOffer, markBooked } from "./waitlist";

export type CreateTourReservationInput = z.output<typeof CreateTourReservationBodySchema>;

/** Who books: a signed-in shop member (the reservation is theirs too), or a guest known by the e-mail given. */
export type Booker = { memberId: number | null; email: string };

const ownerOf = (booker: Booker) =>
  booker.memberId === null
    ? and(isNull(reservations.memberId), eq(reservations.guestEmail, booker.email))
    : eq(reservations.memberId, booker.memberId);

const byRequestId = (db: DbOrTx, booker: Booker, requestId: string | undefined) =>
  reservationByRequest(db, ownerOf(booker), requestId);

/**
 * Books a departure in one transaction with the shop's machinery (ADR 0027): the departure's day and time are the
 * option's, the shop's day rules and price apply, seats are taken by the one guarded UPDATE every booking uses, so
 * concurrent guests never overbook; a repeated request id answers the first reservation.
 */
export async function bookTour(
  ctx: ShopContext,
  booker: Booker,
  input: CreateTourReservationInput,
): Promise<{ row: ReservationRow; created: boolean }> {
  try {
    return await bookOnce(
      () => ctx.db.transaction((tx) => book(tx, ctx, booker, input)),
      () => byRequestId(ctx.db, booker, input.request_id),
      () => invalidateCatalog(ctx.db),
    );
  } catch (error) {
    // the shared insert's "not enough places" reads, on this site, as a full departure
    if (error instanceof AppError && error.code === "SOLD_OUT") throw tourError(409, "departureFull", "departure_id");
    throw error;
  }
}

async function book(tx: DbOrTx, ctx: ShopContext, booker: Booker, input: CreateTourReservationInput) {
  const now = ctx.now();
  const repeat = await byRequestId(tx, booker, input.request_id);
  if (repeat) return { row: repeat, created: false };
  // a waitlist offer's held seats go back to the departure here and the guarded update below takes them again
  const offer = input.offer
    ? await consumeOffer(tx, input.offer, { departureId: input.departure_id, travelers: input.travelers, now })
    : undefined;

  const [found] = await tx
    .select({ option: productOptions, product: products, course: tourCourses, departure: tourDepartures })
    .from(tourDepartures)
    .innerJoin(productOptions, eq(productOptions.id, tourDepartures.optionId))
    .innerJoin(products, eq(products.id, productOptions.productId))
    .innerJoin(tourCourses, eq(tourCourses.id, tourDepartures.courseId))
    .where(and(eq(tourDepartures.optionId, input.departure_id), eq(tourCourses.published, true)));
  if (!found) throw tourError(400, "departureNotFound", "departure_id");
  const { option, product, course } = found;
  const time = option.departureTimes[0] ?? "00:00";
  const minDate = minDepartureDate(now, product.salesStart ?? undefined);
  const state = departureState(
    {
      date: option.startDate,
      time,
      seats: option.capacity,
      booked: option.sold,
      bookable: option.bookable,
      cancelled: found.departure.cancelledAt !== null,
    },
    minDate,
    now,
  );
  const dayProblem = departureDateProblem(option.startDate, {
    now,
    minDate,
    unavailableDates: product.closedDates,
    ranges: [{ option_start_date: option.startDate, option_end_date: option.endDate }],
  });
  if (state === "full") throw tourError(409, "departureFull", "departure_id");
  if (state !== "open" || dayProblem) throw tourError(409, "departureClosed", "departure_id");
  if (input.travelers < course.minTravelers) {
    throw new AppError(
      400,
      "VALIDATION_ERROR",
      `A minimum of ${course.minTravelers} participants is required to depart.`,
      "travelers",
    );
  }

  const currency = input.currency;
  const rates = await exchangeRates(tx);
  const price = convertMoney(fromMinor(option.priceMinor, option.currency), option.currency, currency, rates);
  const lines = [{ product, option, quantity: input.travelers, price }];
  const breakdown = priceBreakdown({ lines, currency, travelers: input.travelers, luggage: input.luggage, rates });
  if (input.expected_total !== undefined && !sameAmount(input.expected_total, breakdown.total, currency)) {
    throw totalChanged(input.expected_total, breakdown.total, currency);
  }

  const row = await insertReservation(tx, {
    memberId: booker.memberId,
    guestEmail: booker.memberId === null ? booker.email : null,
    channel: "summit",
    requestId: input.request_id ?? null,
    currency,
    rates,
    departureDate: option.startDate,
    departureTime: time,
    travelers: input.travelers,
    luggage: input.luggage,
    traveler: input,
    paymentMethod: input.payment_method ?? "card",
    accountHolder: input.account_holder,
    bank: input.bank ?? null,
    lines,
    price: breakdown,
    coupon: null,
    now,
    linesField: "departure_id",
  });
  if (offer !== undefined) await markBooked(tx, offer, row.id);
  await tx.insert(tourBookingLangs).values({ reservationId: row.id, lang: input.lang });
  return { row, created: true };
}
