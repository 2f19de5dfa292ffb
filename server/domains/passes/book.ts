import { convertMoney, fromMinor } from "@contracts/money";
import { PASS_REFUND_DAYS } from "@contracts/pass-rules";
import type { CreatePassReservationBodySchema } from "@contracts/passes";
import { addDays, bookedUnits, priceBreakdown, shopToday } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { accounts } from "../auth/tables";
import type { DbOrTx } from "../auth/sessions";
import type { ShopContext } from "../reservations/context";
import { sameAmount, totalChanged } from "../reservations/errors";
import { bookOnce, insertReservation, reservationByRequest } from "../reservations/insert";
import { exchangeRates } from "../reservations/rates";
import { reservations } from "../reservations/tables";
import type { ReservationRow } from "../reservations/view";
import { AppError } from "../../platform/http/errors";
import { passError } from "./errors";
import { onSale, passOptionForSale } from "./products";
import { passOrders } from "./tables";

export type CreatePassReservationInput = z.output<typeof CreatePassReservationBodySchema>;

/**
 * A pass order's "departure" in the shop's sense: the day after its refund window (ADR 0030's seven days) at 00:00 in
 * Seoul. The shop lets a member ask to cancel until then and dates a bank transfer's deadline from it (three days
 * from the order, as any transfer); a pass itself has no departure, its validity starts at its first scan.
 */
export const PASS_ORDER_TIME = "00:00";
export const passOrderDay = (now: Date) => addDays(shopToday(now), PASS_REFUND_DAYS + 1);

const byRequestId = (db: DbOrTx, memberId: number, requestId: string | undefined) =>
  reservationByRequest(db, eq(reservations.memberId, memberId), requestId);

/**
 * Buys passes of one type for a member in one transaction with the shop's machinery (ADR 0030): one traveller per
 * holder, no luggage, the option's price per person in the chosen currency; a repeated request id answers the first
 * reservation. The passes themselves are issued when the order is paid.
 */
export async function bookPasses(
  ctx: ShopContext,
  memberId: number,
  input: CreatePassReservationInput,
): Promise<{ row: ReservationRow; created: boolean }> {
  // what a pass pays for is a partner product, never another pass
  if (input.payment_method === "qr_pass") throw passError(400, "qrPassNotAccepted", "payment_method");
  try {
    return await bookOnce(
      () => ctx.db.transaction((tx) => book(tx, ctx, memberId, input)),
      () => byRequestId(ctx.db, memberId, input.request_id),
    );
  } catch (error) {
    // the shared insert's "not enough places": the type's sale has run out
    if (error instanceof AppError && error.code === "SOLD_OUT") throw passError(409, "optionNotFound", "option_id");
    throw error;
  }
}

async function book(tx: DbOrTx, ctx: ShopContext, memberId: number, input: CreatePassReservationInput) {
  const now = ctx.now();
  // one order at a time per member: the request id is read under this lock
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, memberId)).for("update");
  const repeat = await byRequestId(tx, memberId, input.request_id);
  if (repeat) return { row: repeat, created: false };

  const found = await passOptionForSale(tx, input.option_id);
  if (!found) throw passError(400, "optionNotFound", "option_id");
  if (!onSale(found.option, now)) throw passError(409, "optionNotFound", "option_id");
  const { product, option } = found;
  const travelers = input.holders.length;
  const currency = input.currency;
  const rates = await exchangeRates(tx);
  const price = convertMoney(fromMinor(option.priceMinor, option.currency), option.currency, currency, rates);
  const quantity = bookedUnits({ pricing: option.pricing, group_size: option.groupSize }, travelers);
  const lines = [{ product, option, quantity, price }];
  const breakdown = priceBreakdown({ lines, currency, travelers, luggage: 0, rates });
  if (input.expected_total !== undefined && !sameAmount(input.expected_total, breakdown.total, currency)) {
    throw totalChanged(input.expected_total, breakdown.total, currency);
  }

  const row = await insertReservation(tx, {
    memberId,
    channel: "pass",
    requestId: input.request_id ?? null,
    currency,
    rates,
    departureDate: passOrderDay(now),
    departureTime: PASS_ORDER_TIME,
    travelers,
    luggage: 0,
    // a pass asks no passport, flight or addresses: the holders' names are what the venues check
    traveler: {
      representative_name: input.holders[0] ?? "",
      contact: input.contact,
      passport_number: "",
      nationality: input.nationality,
      arrival_flight_number: "",
      departure_address: "",
      destination_address: "",
      same_as_representative: true,
    },
    paymentMethod: input.payment_method ?? "card",
    accountHolder: input.account_holder,
    bank: input.bank ?? null,
    lines,
    price: breakdown,
    coupon: null,
    now,
    linesField: "option_id",
  });
  await tx.insert(passOrders).values({ reservationId: row.id, holders: input.holders, lang: input.lang });
  return { row, created: true };
}
