import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TourReservationAccess } from "@contracts/tours";
import { body, call, latestMail } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, soldOf } from "../../../platform/test/reservation-fixtures";
import { listOutbox } from "../../../platform/mail/outbox-mail-provider";
import { payments } from "../../payments/tables";
import { reservations } from "../../reservations/tables";
import { productOptions } from "../../catalog/tables";
import { tourCourses, tourDepartures, tourWaitlist } from "../tables";
import { decisionMoment, runDepartureDecisions } from "../decision";
import { insertCourse } from "./tour-fixtures";
import { bookGuest, cancelGuest, entryOf, jobDeps, joinBody, payByCard } from "./waitlist-fixtures";

const shop = await forTheFile(createShop());
const deps = jobDeps(shop);

let count = 0;
const address = (name: string) => `${name}-d${(count += 1)}@example.test`;

/**
 * A course with one departure ten days ahead at 10:00 Korea time, whose minimum is set by `needs` (a booking itself
 * must bring the minimum as it stands, so the tests book first and raise it after, as an operator may).
 */
async function departureNeeding() {
  const course = await insertCourse(shop.db.db, shop.clock.now(), { seats: 10, days: [10], time: "10:00" });
  const departure = course.departureIds[0] ?? 0;
  const needs = (min: number) =>
    shop.db.db.update(tourCourses).set({ minTravelers: min }).where(eq(tourCourses.id, course.courseId));
  return { course, departure, needs };
}

async function decisionTime(departure: number) {
  const [option] = await shop.db.db.select().from(productOptions).where(eq(productOptions.id, departure));
  return decisionMoment(option?.startDate ?? "", option?.departureTimes[0] ?? "00:00");
}

const stateOf = async (departure: number) =>
  (await shop.db.db.select().from(tourDepartures).where(eq(tourDepartures.optionId, departure)))[0];
const reservation = async (id: number) =>
  (await shop.db.db.select().from(reservations).where(eq(reservations.id, id)))[0];

describe("calling off a departure below its minimum", () => {
  it("at the decision time: called off, bookings cancelled and refunded in full, everyone told in their language", async () => {
    const { departure, needs } = await departureNeeding();
    const card = address("card");
    const transfer = address("transfer");
    const unpaid = address("unpaid");
    const paidByCard = await bookGuest(shop, departure, { email: card, lang: "ko" });
    await payByCard(shop, paidByCard);
    const byTransfer = await bookGuest(shop, departure, {
      email: transfer,
      payment_method: "bank_transfer",
      account_holder: "KIM",
      bank: "shinhan",
    });
    const deposit = await call(shop.app, "POST", `/api/v1/admin/reservations/${byTransfer.reservation.id}/deposit`, {
      token: shop.admin,
      area: "admin",
    });
    expect(deposit.status).toBe(200);
    const notPaid = await bookGuest(shop, departure, { email: unpaid });
    expect(await soldOf(shop.db.db, departure)).toBe(6);
    // a guest cancels: 4 travellers remain of the 6 needed (the waitlist's held seats never count)
    expect((await cancelGuest(shop, notPaid)).status).toBe(200);
    await needs(6);
    const waiting = address("waiting");
    await shop.db.db.insert(tourWaitlist).values({
      departureId: departure,
      name: "Wen Li",
      email: waiting,
      travelers: 2,
      lang: "ko",
      tokenHash: `test-${waiting}`,
      joinedAt: shop.clock.now(),
    });

    const at = await decisionTime(departure);
    // a minute early nothing is decided
    await runDepartureDecisions(deps, new Date(at.getTime() - 60_000));
    expect((await stateOf(departure))?.decidedAt).toBeNull();

    await runDepartureDecisions(deps, at);
    const decided = await stateOf(departure);
    expect(decided?.cancelledAt?.toISOString()).toBe(at.toISOString());
    for (const access of [paidByCard, byTransfer]) {
      const row = await reservation(access.reservation.id);
      expect(row).toMatchObject({ status: "cancelled", cancelReason: "operator" });
      const [payment] = await shop.db.db
        .select()
        .from(payments)
        .where(eq(payments.reservationId, access.reservation.id));
      expect(payment?.status).toBe("refunded");
    }
    expect(await soldOf(shop.db.db, departure)).toBe(0);
    const korean = await latestMail(shop.db.db, card);
    expect(korean.subject).toContain("출발 취소");
    expect(korean.text).toContain(paidByCard.reservation.reservation_number);
    expect(korean.text).toContain("전액 환불");
    const english = await latestMail(shop.db.db, transfer);
    expect(english.subject).toContain("Departure called off");
    expect(english.text).toContain("refunded in full");
    expect((await entryOf(shop, waiting, departure))?.status).toBe("called_off");
    expect((await latestMail(shop.db.db, waiting)).text).toContain("대기자 명단도 닫혔습니다");

    // a called-off departure takes no bookings and no waitlist
    const closed = await call(shop.app, "POST", "/api/v1/tours/waitlist", {
      body: joinBody(departure, { email: address("late") }),
    });
    expect(closed.status).toBe(409);

    // run again (the next minute, or a second server): nothing happens twice
    const before = (await listOutbox(shop.db.db, { limit: 500 })).length;
    const again = await runDepartureDecisions(deps, new Date(at.getTime() + 60_000));
    expect(again).toMatchObject({ cancelled: 0, told: 0 });
    expect((await listOutbox(shop.db.db, { limit: 500 })).length).toBe(before);
    expect((await stateOf(departure))?.cancelledAt?.toISOString()).toBe(at.toISOString());
  });

  it("runs a departure that reached its minimum in time, and a later cancel does not call it off", async () => {
    const { departure, needs } = await departureNeeding();
    const email = address("one");
    const first = await bookGuest(shop, departure, { email });
    await bookGuest(shop, departure, { email: address("two") });
    await needs(4);
    const at = await decisionTime(departure);
    await runDepartureDecisions(deps, at);
    const decided = await stateOf(departure);
    expect(decided?.decidedAt?.toISOString()).toBe(at.toISOString());
    expect(decided?.cancelledAt).toBeNull();
    expect((await reservation(first.reservation.id))?.status).not.toBe("cancelled");

    shop.clock.set(new Date(at.getTime() + 60_000));
    try {
      // a day before departure the key of the booking has long expired: the guest finds it again
      const found = await call(shop.app, "POST", "/api/v1/tours/reservations/lookup", {
        body: { reservation_number: first.reservation.reservation_number, email },
      });
      const key = (await body<{ data: TourReservationAccess }>(found)).data.key;
      expect((await cancelGuest(shop, { ...first, key })).status).toBe(200);
    } finally {
      shop.clock.set(new Date());
    }
    await runDepartureDecisions(deps, new Date(at.getTime() + 120_000));
    expect((await stateOf(departure))?.cancelledAt).toBeNull();
  });

  it("counts only reservations that hold seats: a cancelled one does not keep a departure running", async () => {
    const { departure } = await departureNeeding();
    const only = await bookGuest(shop, departure, { email: address("alone") });
    expect((await cancelGuest(shop, only)).status).toBe(200);
    await runDepartureDecisions(deps, await decisionTime(departure));
    expect((await stateOf(departure))?.cancelledAt).not.toBeNull();
  });
});
