import { DEPARTED_MESSAGE_KO } from "@contracts/reservation-deadlines";
import { addDays, RESERVATION_MESSAGES, ReservationResponseSchema, shopToday } from "@contracts/reservations";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations } from "../tables";
import { body, call } from "../../../platform/test/auth-fixtures";
import {
  book,
  createShop,
  insertProduct,
  type Member,
  reservationBody,
  soldOf,
  transferDeparture,
} from "../../../platform/test/reservation-fixtures";
import { forTheFile } from "../../../platform/test/helpers";

/**
 * Issue 18, items 3 and 4: no cancellation once a trip has departed (a completed one offers its review instead),
 * and a bank transfer's deposit is due before the departure with time to confirm it, or the method is refused.
 */

const HOUR = 3600 * 1000;
// 10:25 PM in Seoul, as in the issue
const START = new Date("2026-11-28T13:25:00Z");

const shop = await forTheFile(createShop({ start: START }));
let alice: Member;
let product: Awaited<ReturnType<typeof insertProduct>>;

beforeAll(async () => {
  alice = await shop.member("deadlines");
  product = await insertProduct(shop.db.db, START, {
    options: [{ capacity: 100, price: 5000, times: ["09:30", "10:00", "19:00"] }],
  });
});

const now = () => shop.clock.now();
const post = (path: string, payload?: unknown) => call(shop.app, "POST", path, { token: alice.token, body: payload });
const read = async (id: number) =>
  ReservationResponseSchema.parse(
    await body(await call(shop.app, "GET", `/api/v1/reservations/${id}`, { token: alice.token })),
  ).data;

/** A paid, confirmed order, its departure then moved to `day` at `time` (as the demo's completed trips). */
async function confirmedTrip(day: string, time: string) {
  const order = await book(shop, alice, reservationBody(now(), product, { departure_date: transferDeparture(now()) }));
  await shop.db.db
    .update(reservations)
    .set({ status: "confirmed", paidAt: now(), confirmedAt: now(), departureDate: day, departureTime: time })
    .where(eq(reservations.id, order.id));
  return order;
}

describe("cancelling after departure", () => {
  const today = shopToday(START);

  it("refuses a trip that has departed (409 DEPARTED, in English and Korean)", async () => {
    // left at 10:00 PM in Seoul, 25 minutes ago
    const order = await confirmedTrip(today, "22:00");
    expect(await read(order.id)).toMatchObject({ status: "confirmed", can_cancel: false, departed: true });

    const refused = await post(`/api/v1/reservations/${order.id}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(await body(refused)).toMatchObject({ code: "DEPARTED", message: RESERVATION_MESSAGES.departed });
    const korean = await post(`/api/v1/reservations/${order.id}/cancel?lang=ko`, {});
    expect(korean.status).toBe(409);
    expect(await body(korean)).toMatchObject({ code: "DEPARTED", message: DEPARTED_MESSAGE_KO });
    expect((await read(order.id)).status).toBe("confirmed");
  });

  it("offers a completed trip (departed 18 Nov, as reservation 8 of the issue) for review, not for cancelling", async () => {
    const order = await confirmedTrip("2026-11-18", "10:00");
    expect(await read(order.id)).toMatchObject({ can_cancel: false, departed: true, can_review: true });
    expect((await post(`/api/v1/reservations/${order.id}/cancel`, {})).status).toBe(409);
    // the same day, after departure: no cancel, and no review before the trip is over
    const today = await confirmedTrip(shopToday(START), "08:00");
    expect(await read(today.id)).toMatchObject({ can_cancel: false, departed: true, can_review: false });
  });

  it("still takes a cancel request just before the departure time", async () => {
    const order = await confirmedTrip(today, "22:30");
    expect(await read(order.id)).toMatchObject({ can_cancel: true, departed: false, can_review: false });
    const res = await post(`/api/v1/reservations/${order.id}/cancel`, {});
    expect(res.status).toBe(200);
    expect(ReservationResponseSchema.parse(await body(res)).data.status).toBe("cancel_requested");
  });

  it("ends an unpaid card order at once, without an operator step", async () => {
    const order = await book(
      shop,
      alice,
      reservationBody(now(), product, { departure_date: transferDeparture(now()) }),
    );
    expect(order.status).toBe("pending");
    const res = await post(`/api/v1/reservations/${order.id}/cancel`, {});
    expect(ReservationResponseSchema.parse(await body(res)).data).toMatchObject({
      status: "cancelled",
      cancel_reason: "member",
    });
  });
});

describe("bank transfer deadline", () => {
  const transfer = (days: number, time = "10:00") =>
    reservationBody(now(), product, {
      payment_method: "bank_transfer",
      bank: "kb",
      account_holder: "Kim Minji",
      departure_date: addDays(shopToday(now()), days),
      departure_time: time,
    });

  it("is refused (422) when the deposit cannot arrive 3 days before the departure with a day to make it", async () => {
    const sold = await soldOf(shop.db.db, product.optionIds[0] ?? 0);
    // the case: three days ahead at 10:00 was due on the departure day itself
    const res = await post("/api/v1/reservations", transfer(3));
    expect(res.status).toBe(422);
    expect(await body(res)).toMatchObject({
      code: "BANK_TRANSFER_TOO_LATE",
      field: "payment_method",
      message: RESERVATION_MESSAGES.bankTransferTooLate,
    });
    // under a day left: due 29 Nov 19:00 in Seoul, 20.5 hours away
    expect((await post("/api/v1/reservations", transfer(4, "19:00"))).status).toBe(422);
    expect(await soldOf(shop.db.db, product.optionIds[0] ?? 0)).toBe(sold);
  });

  it("is due 3 days before a near departure, and 3 days after the order for a far one", async () => {
    const near = await book(shop, alice, transfer(5));
    // departure 3 Dec 10:00 in Seoul: due 30 Nov 10:00, before the 3 days after the order run out
    expect(near.deposit_due_at).toBe(`${addDays(shopToday(START), 2)}T01:00:00.000Z`);
    const far = await book(shop, alice, transfer(10));
    expect(new Date(String(far.deposit_due_at)).getTime() - START.getTime()).toBe(3 * 24 * HOUR);
    for (const order of [near, far]) {
      const departure = new Date(`${String(order.departure_date)}T10:00:00+09:00`).getTime();
      expect(departure - new Date(String(order.deposit_due_at)).getTime()).toBeGreaterThanOrEqual(3 * 24 * HOUR);
    }
  });

  it("says the deposit in won, the account's currency", async () => {
    const order = await read((await book(shop, alice, transfer(10))).id);
    expect(order.currency).toBe("USD");
    expect(order.deposit_krw).toBeGreaterThan(order.total * 1000);
    expect(Number.isInteger(order.deposit_krw)).toBe(true);
    const card = await read((await book(shop, alice, reservationBody(now(), product))).id);
    expect(card.deposit_krw).toBeNull();
  });
});
