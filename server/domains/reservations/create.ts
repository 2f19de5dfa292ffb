import { convertMoney, type Currency, fromMinor } from "@contracts/money";
import { priceWithPass } from "@contracts/pass-rules";
import {
  bookedUnits,
  type CouponTerms,
  type CreateReservationBodySchema,
  type DepartureDateProblem,
  couponProblem,
  departureDateProblem,
  minDepartureDate,
  offeredDepartureTimes,
  priceBreakdown,
} from "@contracts/reservations";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { accounts } from "../auth/tables";
import { cartItemOptions, cartItems } from "../cart/tables";
import { coupons, pointLedger } from "../members/tables";
import { productOptions, products } from "../catalog/tables";
import { reservations } from "./tables";
import type { DbOrTx } from "../auth/sessions";
import type { QrPassPayers, ShopContext } from "./context";
import { type ReservationMessageKey, reservationError, sameAmount, totalChanged } from "./errors";
import { type BookingResult, bookOnce, insertReservation, reservationByRequest } from "./insert";
import { exchangeRates } from "./rates";
import { invalidateCatalog } from "../catalog/list-cache";

export type CreateReservationInput = z.output<typeof CreateReservationBodySchema>;

/** Which contract message each departure-day problem reads as (the quotation form uses them too). */
export const DATE_MESSAGES: Record<DepartureDateProblem, ReservationMessageKey> = {
  required: "departureDateRequired",
  sameDay: "sameDay",
  beforeMinimum: "beforeMinimum",
  unavailable: "dateUnavailable",
  outsideOption: "outsideOption",
};

type Line = { optionId: number; quantity: number };

/** The option's pricing as the contract's rule reads it. */
export const terms = (option: typeof productOptions.$inferSelect) => ({
  pricing: option.pricing,
  group_size: option.groupSize,
});

/** The lines to book: the member's own cart items, or the product's options straight from the form. */
async function resolveLines(
  tx: DbOrTx,
  memberId: number,
  input: CreateReservationInput,
): Promise<{ lines: Line[]; cartIds: number[] }> {
  const lines = new Map<number, number>();
  const add = (optionId: number, quantity: number) => lines.set(optionId, (lines.get(optionId) ?? 0) + quantity);
  if (input.cart_item_ids) {
    const ids = [...new Set(input.cart_item_ids)];
    const own = await tx
      .select({ id: cartItems.id })
      .from(cartItems)
      .where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, ids)));
    if (own.length !== ids.length) throw reservationError(400, "cartItemNotFound", "cart_item_ids");
    const options = await tx
      .select({ optionId: cartItemOptions.productOptionId, quantity: cartItemOptions.quantity })
      .from(cartItemOptions)
      .where(inArray(cartItemOptions.cartItemId, ids));
    for (const option of options) add(option.optionId, option.quantity);
    if (lines.size === 0) throw reservationError(400, "optionRequired", "cart_item_ids");
    return { lines: toLines(lines), cartIds: ids };
  }
  for (const option of input.options ?? []) add(option.product_option_id, option.quantity);
  return { lines: toLines(lines), cartIds: [] };
}

// Sorted by id so two orders touching the same options lock them in the same order (no deadlock).
const toLines = (map: Map<number, number>): Line[] =>
  [...map.entries()].map(([optionId, quantity]) => ({ optionId, quantity })).sort((a, b) => a.optionId - b.optionId);

export type CreateResult = BookingResult;

/**
 * A `qr_pass` order (ADR 0030): the passes domain checks the products (one partner venue's) and each traveller's
 * pass; a pass pays the entry only, so no coupon or points go with it.
 */
async function passPayers(
  tx: DbOrTx,
  ctx: ShopContext,
  memberId: number,
  input: CreateReservationInput,
  productList: readonly (typeof products.$inferSelect)[],
  now: Date,
): Promise<QrPassPayers> {
  if (!ctx.qrPass) throw reservationError(400, "qrPassNotOffered", "payment_method");
  if (input.coupon_id !== null) throw reservationError(400, "passPaysEntryOnly", "coupon_id");
  if (input.points > 0) throw reservationError(400, "passPaysEntryOnly", "points");
  return ctx.qrPass.payers(tx, {
    memberId,
    productIds: productList.map((product) => product.id),
    passIds: input.pass_ids ?? [],
    departureDate: input.departure_date,
    departureTime: input.departure_time,
    now,
  });
}

const byRequestId = (db: DbOrTx, memberId: number, requestId: string | undefined) =>
  reservationByRequest(db, eq(reservations.memberId, memberId), requestId);

/**
 * Books in one transaction: every rule checked again here, places taken by guarded UPDATEs, the coupon and points
 * spent, the reservation written and the cart items removed. Any failure rolls all of it back.
 */
export function createReservation(
  ctx: ShopContext,
  memberId: number,
  input: CreateReservationInput,
): Promise<CreateResult> {
  return bookOnce(
    () => ctx.db.transaction((tx) => book(tx, ctx, memberId, input)),
    () => byRequestId(ctx.db, memberId, input.request_id),
    () => invalidateCatalog(ctx.db),
  );
}

async function book(tx: DbOrTx, ctx: ShopContext, memberId: number, input: CreateReservationInput) {
  const now = ctx.now();
  // One booking at a time per member: the point balance and the request id are read under this lock.
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, memberId)).for("update");
  const repeat = await byRequestId(tx, memberId, input.request_id);
  if (repeat) return { row: repeat, created: false };

  const { lines, cartIds } = await resolveLines(tx, memberId, input);
  const options = await tx
    .select({ option: productOptions, product: products })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.productId))
    .where(
      inArray(
        productOptions.id,
        lines.map((line) => line.optionId),
      ),
    );
  const optionById = new Map(options.map((row) => [row.option.id, row]));
  const resolved = lines.map((line) => {
    const found = optionById.get(line.optionId);
    const field = input.cart_item_ids ? "cart_item_ids" : "options";
    // a summit course's departure is booked on its own site, as a tour reservation (ADR 0027)
    if (
      !found ||
      found.product.channel !== "shop" ||
      (input.product_id !== undefined && found.product.id !== input.product_id)
    ) {
      throw reservationError(400, "optionRequired", field);
    }
    if (!found.option.bookable) throw reservationError(400, "optionNotBookable", field);
    // What the party books of the option, whatever quantity the page or the cart held: price and places follow it.
    return { ...line, ...found, quantity: bookedUnits(terms(found.option), input.travelers) };
  });

  const productList = [...new Map(resolved.map((line) => [line.product.id, line.product])).values()];
  const minDate = productList
    .map((product) => minDepartureDate(now, product.salesStart ?? undefined))
    .reduce((latest, day) => (day > latest ? day : latest));
  const problem = departureDateProblem(input.departure_date, {
    now,
    minDate,
    unavailableDates: productList.flatMap((product) => product.closedDates),
    ranges: resolved.map((line) => ({
      option_start_date: line.option.startDate,
      option_end_date: line.option.endDate,
    })),
  });
  if (problem) throw reservationError(400, DATE_MESSAGES[problem], "departure_date");
  // The operator's times for these options only (all of them when several are booked together).
  const times = offeredDepartureTimes(resolved.map((line) => ({ departure_times: line.option.departureTimes })));
  if (!times.includes(input.departure_time)) {
    throw reservationError(400, "departureTimeNotOffered", "departure_time");
  }

  const payers =
    input.payment_method === "qr_pass" ? await passPayers(tx, ctx, memberId, input, productList, now) : undefined;
  const currency: Currency = input.currency;
  const rates = await exchangeRates(tx);
  const priced = resolved.map((line) => {
    const price = convertMoney(
      fromMinor(line.option.priceMinor, line.option.currency),
      line.option.currency,
      currency,
      rates,
    );
    // paid with the pass: each traveller's line is what the pass gives at the venue (ADR 0030)
    return { ...line, price: payers ? priceWithPass(price, currency, payers.benefit) : price };
  });

  let coupon: (typeof coupons.$inferSelect & { terms: CouponTerms }) | undefined;
  if (input.coupon_id !== null) {
    const productIds = productList.map((product) => product.id);
    const [row] = await tx
      .select()
      .from(coupons)
      .where(
        and(
          eq(coupons.id, input.coupon_id),
          eq(coupons.memberId, memberId),
          isNull(coupons.usedAt),
          isNull(coupons.revokedAt),
          gt(coupons.expiresAt, now),
        ),
      );
    if (!row) throw reservationError(400, "couponUnavailable", "coupon_id");
    const { subtotal } = priceBreakdown({
      lines: priced,
      currency,
      travelers: input.travelers,
      luggage: input.luggage,
      rates,
    });
    // The rule the page used to grey the coupon out (contracts): the same answer on both sides.
    const couponIssue = couponProblem(
      {
        discount_type: row.discountType,
        discount_value: row.discountValue,
        currency: row.currency,
        min_amount: row.minAmount,
        product_id: row.productId,
        used_at: row.usedAt,
        expires_at: row.expiresAt,
      },
      { productIds, subtotal, currency, rates, now },
    );
    if (couponIssue) throw reservationError(400, "couponUnavailable", "coupon_id");
    coupon = {
      ...row,
      terms: {
        discount_type: row.discountType,
        discount_value: row.discountValue,
        currency: row.currency,
        min_amount: row.minAmount,
      },
    };
  }

  if (input.points > 0) {
    const [balance] = await tx
      .select({ total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
      .from(pointLedger)
      .where(eq(pointLedger.accountId, memberId));
    if (input.points > (balance?.total ?? 0)) throw reservationError(400, "pointsUnavailable", "points");
  }

  const price = priceBreakdown({
    lines: priced,
    currency,
    travelers: input.travelers,
    luggage: input.luggage,
    coupon: coupon?.terms ?? null,
    points: input.points,
    rates,
  });
  if (coupon && price.coupon_discount <= 0) throw reservationError(400, "couponUnavailable", "coupon_id");
  // a pass pays the venue's entry only: extra luggage needs another method
  if (payers && price.luggage_fee > 0) throw reservationError(400, "passPaysEntryOnly", "luggage");
  // Book only the amount the page showed: a total that moved (rates, prices) is refused, never charged.
  if (input.expected_total !== undefined && !sameAmount(input.expected_total, price.total, currency)) {
    throw totalChanged(input.expected_total, price.total, currency);
  }

  const row = await insertReservation(tx, {
    memberId,
    requestId: input.request_id ?? null,
    currency,
    rates,
    departureDate: input.departure_date,
    departureTime: input.departure_time,
    travelers: input.travelers,
    luggage: input.luggage,
    traveler: input,
    // The schema refinement guarantees a method; the fallback only satisfies the type.
    paymentMethod: input.payment_method ?? "card",
    accountHolder: input.account_holder,
    bank: input.bank ?? null,
    lines: priced,
    price,
    coupon: coupon ? { id: coupon.id, name: coupon.name } : null,
    now,
    linesField: "options",
    paidByPass: payers !== undefined,
  });
  await payers?.record(tx, row);

  if (coupon) {
    const used = await tx
      .update(coupons)
      .set({ usedAt: now })
      .where(and(eq(coupons.id, coupon.id), isNull(coupons.usedAt), isNull(coupons.revokedAt)))
      .returning({ id: coupons.id });
    if (used.length === 0) throw reservationError(400, "couponUnavailable", "coupon_id");
  }

  if (price.points_used > 0) {
    await tx.insert(pointLedger).values({
      accountId: memberId,
      kind: "use",
      amount: -price.points_used,
      reason: `Reservation ${row.number}`,
      reasonKo: `예약 ${row.number}에 사용`,
      createdAt: now,
    });
  }
  if (cartIds.length > 0) {
    await tx.delete(cartItems).where(and(eq(cartItems.memberId, memberId), inArray(cartItems.id, cartIds)));
  }
  return { row, created: true };
}
