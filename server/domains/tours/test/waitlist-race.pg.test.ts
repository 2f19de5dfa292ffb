import { and, count, eq, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, soldOf } from "../../../platform/test/reservation-fixtures";
import { reservationItems, reservations } from "../../reservations/tables";
import { runWaitlistSweep } from "../waitlist";
import { insertCourse, tourBody, guestClient } from "./tour-fixtures";
import { bookGuest, cancelGuest, entryOf, jobDeps, join, joinBody, mailedToken } from "./waitlist-fixtures";

/**
 * A waitlist offer's held seats under a real race on PostgreSQL: the hold is counted in the option's `sold`, the
 * booking through the offer gives it back and takes it again in one transaction, and every other booking goes
 * through the same guarded update, so the departure's travellers never exceed its seats.
 */
const shop = await forTheFile(createShop());
const deps = jobDeps(shop);
const now = () => shop.clock.now();
let n = 0;
const address = (name: string) => `${name}-r${(n += 1)}@example.test`;

const book = (payload: unknown) =>
  call(shop.app, "POST", "/api/v1/tours/reservations", {
    client: guestClient(),
    body: payload,
  });

/** Travellers of the departure's live reservations. */
async function travellersOf(departure: number) {
  const rows = await shop.db.db
    .select({ quantity: reservationItems.quantity })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(and(eq(reservationItems.productOptionId, departure), ne(reservations.status, "cancelled")));
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

describe("a waitlist offer's held seats on PostgreSQL", () => {
  it("a held offer booked while 40 strangers and a sweep race for the same seats: never oversold", async () => {
    const course = await insertCourse(shop.db.db, now(), { seats: 6 });
    const departure = course.departureIds[0] ?? 0;
    const a = await bookGuest(shop, departure, { email: address("a") });
    const b = await bookGuest(shop, departure, { email: address("b") });
    await bookGuest(shop, departure, { email: address("c") });
    const waiting = address("waiting");
    await join(shop, joinBody(departure, { email: waiting }));
    await cancelGuest(shop, a);
    await runWaitlistSweep(deps, now());
    const token = await mailedToken(shop, waiting);
    expect(await soldOf(shop.db.db, departure)).toBe(6);

    // b's cancel frees 2 more seats while the offer is booked, 40 strangers book and the sweep runs, all at once
    const [offered, cancelled, , ...strangers] = await Promise.all([
      book(tourBody(departure, { email: waiting, offer: token })),
      cancelGuest(shop, b),
      runWaitlistSweep(deps, now()),
      ...Array.from({ length: 40 }, (_, index) => book(tourBody(departure, { email: address(`s${index}`) }))),
    ]);
    expect(offered.status).toBe(201);
    expect(cancelled.status).toBe(200);
    const won = strangers.filter((res) => res.status === 201).length;
    // b's 2 seats went to at most one stranger (none if all tried before the cancel landed); the rest were told full
    expect(won).toBeLessThanOrEqual(1);
    expect(strangers.filter((res) => res.status === 409)).toHaveLength(40 - won);
    expect(await travellersOf(departure)).toBe(4 + 2 * won);
    expect(await soldOf(shop.db.db, departure)).toBe(4 + 2 * won);
    expect((await entryOf(shop, waiting, departure))?.status).toBe("booked");
  });

  it("two offers accepted at once, each with 10 repeated submits, book exactly their held seats", async () => {
    const course = await insertCourse(shop.db.db, now(), { seats: 4 });
    const departure = course.departureIds[0] ?? 0;
    const first = await bookGuest(shop, departure, { email: address("one") });
    const second = await bookGuest(shop, departure, { email: address("two") });
    const guests = [address("g1"), address("g2")];
    for (const email of guests) await join(shop, joinBody(departure, { email }));
    await Promise.all([cancelGuest(shop, first), cancelGuest(shop, second)]);
    await runWaitlistSweep(deps, now());
    const tokens = await Promise.all(guests.map((email) => mailedToken(shop, email)));
    expect(await soldOf(shop.db.db, departure)).toBe(4);

    const answers = await Promise.all(
      guests.flatMap((email, index) =>
        Array.from({ length: 10 }, () =>
          book(tourBody(departure, { email, offer: tokens[index], request_id: crypto.randomUUID() })),
        ),
      ),
    );
    // each offer books once; its other submits find it used
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(18);
    expect(await soldOf(shop.db.db, departure)).toBe(4);
    expect(await travellersOf(departure)).toBe(4);
    const [items] = await shop.db.db
      .select({ n: count() })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(and(eq(reservationItems.productOptionId, departure), ne(reservations.status, "cancelled")));
    expect(items?.n).toBe(2);
  });

  it("a lapse, a leave and a sweep racing on one departure keep sold equal to bookings plus holds", async () => {
    const course = await insertCourse(shop.db.db, now(), { seats: 4 });
    const departure = course.departureIds[0] ?? 0;
    const first = await bookGuest(shop, departure, { email: address("x") });
    await bookGuest(shop, departure, { email: address("y") });
    const guests = [address("w1"), address("w2"), address("w3")];
    for (const email of guests) await join(shop, joinBody(departure, { email }));
    await cancelGuest(shop, first);
    await runWaitlistSweep(deps, now());
    const token = await mailedToken(shop, guests[0] ?? "");
    await Promise.all([
      call(shop.app, "POST", "/api/v1/tours/waitlist/leave", { body: { token } }),
      runWaitlistSweep(deps, now()),
      runWaitlistSweep(deps, now()),
    ]);
    await runWaitlistSweep(deps, now());
    const entries = await Promise.all(guests.map((email) => entryOf(shop, email, departure)));
    const held = entries.reduce((sum, entry) => sum + (entry?.heldSeats ?? 0), 0);
    expect(entries.map((entry) => entry?.status)).toEqual(["left", "offered", "waiting"]);
    expect(await soldOf(shop.db.db, departure)).toBe((await travellersOf(departure)) + held);
    expect(await soldOf(shop.db.db, departure)).toBe(4);
  });
});
