import { type Currency, type ExchangeRates, toMinor } from "@contracts/money";
import {
  DEPOSIT_DUE_DAYS,
  PAYMENT_WINDOW_MINUTES,
  type PaymentMethod,
  type PriceBreakdown,
  paysOnline,
  type ReservationStatus,
  type TravelerDetailsSchema,
} from "@contracts/reservations";
import { bankTransferDeadline, qrPassDeadline } from "@contracts/reservation-deadlines";
import { type SQL, and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { productOptions, type products } from "../catalog/tables";
import { reservationItems, reservations } from "./tables";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { reservationError } from "./errors";
import { newOrderId, reservationNumber } from "./numbers";
import type { ReservationRow } from "./view";

/** One option to book at a price already settled in the order's currency (major units). */
export type PricedLine = {
  product: typeof products.$inferSelect;
  /** The option as booked: its names and dates are copied onto the reservation item. */
  option: typeof productOptions.$inferSelect;
  quantity: number;
  price: number;
};

export type NewReservation = {
  /** The member who books; null with `guestEmail` for a summit guest (ADR 0027). */
  memberId: number | null;
  guestEmail?: string | null;
  /** The site that sells it (the shop unless said). */
  channel?: "shop" | "summit" | "pass";
  requestId: string | null;
  currency: Currency;
  rates: ExchangeRates;
  departureDate: string;
  departureTime: string;
  travelers: number;
  luggage: number;
  traveler: z.output<typeof TravelerDetailsSchema>;
  paymentMethod: PaymentMethod;
  accountHolder: string;
  bank: string | null;
  lines: readonly PricedLine[];
  price: PriceBreakdown;
  coupon: { id: number; name: string } | null;
  /** When the order is made: numbering, deadlines and timestamps count from here. */
  now: Date;
  /** The request field a sold-out line is reported on. */
  linesField: string;
  /**
   * The order's travellers each named a pass the passes domain accepted (ADR 0030): only then is `qr_pass` taken.
   * Every other order (a pass, a summit course, a quotation, a product no venue offers) is refused that method.
   */
  paidByPass?: boolean;
};

/** Online methods are paid in the provider's window (pending); a transfer or QR pass waits for the money (waiting). */
function initialStatus(method: PaymentMethod): ReservationStatus {
  return paysOnline(method) ? "pending" : "waiting";
}

/**
 * The one way an order comes to exist, whether from the cart, a product page or an accepted quotation: places taken
 * by guarded UPDATEs (never more than the capacity, even under a race), the number and order id drawn, the status
 * and deadline set by the payment method, and the reservation written with a copy of each line. Call it inside the
 * transaction that checked the order; a sold-out line throws 409 and the caller's transaction rolls everything back.
 */
export async function insertReservation(tx: DbOrTx, order: NewReservation): Promise<ReservationRow> {
  const { now, currency } = order;
  // A transfer must arrive before the departure with time to confirm it; without that time it is not offered.
  const transferDue =
    order.paymentMethod === "bank_transfer"
      ? bankTransferDeadline(now, order.departureDate, order.departureTime)
      : undefined;
  if (transferDue === null) throw reservationError(422, "bankTransferTooLate", "payment_method");
  if (order.paymentMethod === "qr_pass" && !order.paidByPass) {
    throw reservationError(400, "qrPassNotOffered", "payment_method");
  }
  // A QR pass order is paid at its visit: it may wait until the end of that Korean day, no longer (ADR 0030).
  const passDue = order.paymentMethod === "qr_pass" ? qrPassDeadline(order.departureDate) : undefined;
  // Sorted by option id so two orders touching the same options lock them in the same order (no deadlock).
  const lines = [...order.lines].sort((a, b) => a.option.id - b.option.id);
  for (const line of lines) {
    const taken = await tx
      .update(productOptions)
      .set({ sold: sql`${productOptions.sold} + ${line.quantity}` })
      .where(
        and(
          eq(productOptions.id, line.option.id),
          eq(productOptions.bookable, true),
          sql`${productOptions.sold} + ${line.quantity} <= ${productOptions.capacity}`,
        ),
      )
      .returning({ id: productOptions.id });
    if (taken.length === 0) throw reservationError(409, "soldOut", order.linesField);
  }

  const online = paysOnline(order.paymentMethod);
  const minor = (amount: number) => toMinor(amount, currency);
  const { price, traveler } = order;
  const [row] = await tx
    .insert(reservations)
    .values({
      number: reservationNumber(now),
      orderId: newOrderId(),
      memberId: order.memberId,
      guestEmail: order.guestEmail ?? null,
      channel: order.channel ?? "shop",
      requestId: order.requestId,
      status: initialStatus(order.paymentMethod),
      currency,
      rates: order.rates,
      departureDate: order.departureDate,
      departureTime: order.departureTime,
      travelers: order.travelers,
      luggage: order.luggage,
      representativeName: traveler.representative_name,
      contact: traveler.contact,
      passportNumber: traveler.passport_number,
      nationality: traveler.nationality,
      arrivalFlightNumber: traveler.arrival_flight_number,
      departureAddress: traveler.departure_address,
      destinationAddress: traveler.destination_address,
      sameAsRepresentative: traveler.same_as_representative,
      paymentMethod: order.paymentMethod,
      accountHolder: order.accountHolder,
      bank: order.bank,
      subtotalMinor: minor(price.subtotal),
      luggageFeeMinor: minor(price.luggage_fee),
      couponId: order.coupon?.id ?? null,
      couponName: order.coupon?.name ?? null,
      couponDiscountMinor: minor(price.coupon_discount),
      pointsUsed: price.points_used,
      pointsValueMinor: minor(price.points_value),
      totalMinor: minor(price.total),
      depositDueAt: online
        ? null
        : (transferDue ?? passDue ?? new Date(now.getTime() + DEPOSIT_DUE_DAYS * 24 * 3600 * 1000)),
      paymentDueAt: online ? new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60 * 1000) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("reservation insert returned nothing");

  await tx.insert(reservationItems).values(
    lines.map((line) => ({
      reservationId: row.id,
      productId: line.product.id,
      productOptionId: line.option.id,
      productNameEn: line.product.nameEn,
      productNameKo: line.product.nameKo,
      optionNameEn: line.option.nameEn,
      optionNameKo: line.option.nameKo,
      optionStartDate: line.option.startDate,
      optionEndDate: line.option.endDate,
      quantity: line.quantity,
      unitPriceMinor: minor(line.price),
    })),
  );
  return row;
}

/**
 * Runs a booking transaction, and again (three tries in all) when a random reservation number or order id was
 * already taken. On any unique violation `recover` may answer instead (a double submit that lost the race finds the
 * first order); a clash on the request id itself is never retried.
 */
export async function retryNumberClash<T>(run: () => Promise<T>, recover: () => Promise<T | undefined>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      const found = await recover();
      if (found !== undefined) return found;
      if (attempt < 3 && !constraint.includes("request")) continue;
      throw error;
    }
  }
}

/** A booking's answer: the reservation, and whether this request wrote it (false: its request id had booked it). */
export type BookingResult = { row: ReservationRow; created: boolean };

/**
 * The reservation an owner's request id already made (a repeated or double submit), if any. Without an owner there is
 * nothing to look up: a request id alone would find another person's reservation.
 */
export async function reservationByRequest(db: DbOrTx, owner: SQL | undefined, requestId: string | undefined) {
  if (!requestId || !owner) return undefined;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(owner, eq(reservations.requestId, requestId)));
  return row;
}

/**
 * Books once per request id: the booking transaction runs (again on a number clash, `retryNumberClash`), and a
 * double submit that raced past the owner's lock, or lost the insert, answers with the first reservation. `onCreated`
 * follows a booking that took places (the catalogue's cached pages stop showing the old "from" price).
 */
export function bookOnce(
  book: () => Promise<BookingResult>,
  first: () => Promise<ReservationRow | undefined>,
  onCreated?: () => void,
): Promise<BookingResult> {
  return retryNumberClash(
    async () => {
      const result = await book();
      if (result.created) onCreated?.();
      return result;
    },
    async () => {
      const row = await first();
      return row ? { row, created: false } : undefined;
    },
  );
}
