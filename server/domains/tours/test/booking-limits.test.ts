import { TOUR_MESSAGES } from "@contracts/tours";
import { describe, expect, it } from "vitest";
import { call, errorOf } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, soldOf } from "../../../platform/test/reservation-fixtures";
import { BOOKINGS_PER_ADDRESS, BOOKINGS_PER_EMAIL } from "../booking-limits";
import { guestClient, insertCourse, tourBody } from "./tour-fixtures";

/** The limits on bookings that hold seats and mail an address (booking-limits.ts, ADR 0027 abuse). */
const shop = await forTheFile(createShop());

const book = (payload: Record<string, unknown>, client = guestClient()) =>
  call(shop.app, "POST", "/api/v1/tours/reservations", { body: payload, client });

async function roomyDeparture(seats = 200): Promise<number> {
  const course = await insertCourse(shop.db.db, shop.clock.now(), { seats });
  return course.departureIds[0] ?? 0;
}

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await errorOf(res)).toMatchObject({ code: "TOUR_BOOKINGS_LIMITED", message: TOUR_MESSAGES.tooManyBookings });
}

describe("bookings from one client address", () => {
  it("are limited to 20 an hour: the 21st is refused with the wait, holds no seat; others book; an hour later it books", async () => {
    expect(BOOKINGS_PER_ADDRESS).toMatchObject({ kind: "window", limit: 20, windowSeconds: 3600 });
    const departure = await roomyDeparture();
    const client = "203.0.113.40";
    for (let n = 0; n < 20; n += 1) expect((await book(tourBody(departure), client)).status).toBe(201);
    await expectLimited(await book(tourBody(departure), client));
    expect(await soldOf(shop.db.db, departure)).toBe(40);
    // a neighbour on another address, and the same caller's IPv6 neighbours are counted as one /64
    expect((await book(tourBody(departure))).status).toBe(201);
    await book(tourBody(departure), "2001:db8:7:1::1");
    for (let n = 0; n < 19; n += 1) await book(tourBody(departure), `2001:db8:7:1::${n + 2}`);
    await expectLimited(await book(tourBody(departure), "2001:db8:7:1::ff"));
    shop.clock.advance(3600);
    expect((await book(tourBody(departure), client)).status).toBe(201);
  });

  it("count only bookings made: refusals and a repeated request id cost nothing", async () => {
    const full = await roomyDeparture(2);
    expect((await book(tourBody(full))).status).toBe(201);
    const client = "203.0.113.41";
    for (let n = 0; n < 25; n += 1) expect((await book(tourBody(full), client)).status).toBe(409);
    const departure = await roomyDeparture();
    const again = tourBody(departure, { request_id: crypto.randomUUID() });
    expect((await book(again, client)).status).toBe(201);
    for (let n = 0; n < 25; n += 1) expect((await book(again, client)).status).toBe(200);
    expect((await book(tourBody(departure), client)).status).toBe(201);
    expect(await soldOf(shop.db.db, departure)).toBe(4);
  });
});

describe("bookings for one e-mail address", () => {
  it("are limited to 10 a day from anywhere, whatever the letter case; other addresses book", async () => {
    expect(BOOKINGS_PER_EMAIL).toMatchObject({ kind: "window", limit: 10, windowSeconds: 86_400 });
    const departure = await roomyDeparture();
    for (let n = 0; n < 10; n += 1) {
      expect((await book(tourBody(departure, { email: "target@example.test" }))).status).toBe(201);
    }
    await expectLimited(await book(tourBody(departure, { email: "Target@Example.test" })));
    expect((await book(tourBody(departure))).status).toBe(201);
    shop.clock.advance(86_400);
    expect((await book(tourBody(departure, { email: "target@example.test" }))).status).toBe(201);
  });
});
