import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, soldOf } from "../../../platform/test/reservation-fixtures";
import { reservationItems } from "../../reservations/tables";
import { tourCheckIns } from "../tables";
import { insertCourse, tourBody, guestClient } from "./tour-fixtures";

/**
 * A departure's seats under a real race on PostgreSQL (PGlite runs one statement at a time; tours.test.ts holds the
 * rule there). 100 guests at once, each a party of 2, on a departure of 10 seats: exactly 5 parties (10 travellers)
 * booked, the other 95 told the departure is full, and nothing else written.
 */
const shop = await forTheFile(createShop());

describe("a departure's last seats on PostgreSQL", () => {
  it("100 concurrent bookings on 10 seats leave exactly 10 travellers booked", async () => {
    const course = await insertCourse(shop.db.db, shop.clock.now(), { seats: 10 });
    const departure = course.departureIds[0] ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        call(shop.app, "POST", "/api/v1/tours/reservations", {
          client: guestClient(),
          body: tourBody(departure, { email: `racer${index}@example.test` }),
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(95);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(await res.json()).toMatchObject({ code: "TOUR_DEPARTURE_FULL", field: "departure_id" });
    }
    expect(await soldOf(shop.db.db, departure)).toBe(10);
    const [items] = await shop.db.db
      .select({ n: count() })
      .from(reservationItems)
      .where(eq(reservationItems.productOptionId, departure));
    expect(items?.n).toBe(5);
  });

  it("20 double submits of one guest's form at once make one reservation", async () => {
    const course = await insertCourse(shop.db.db, shop.clock.now(), { seats: 10 });
    const departure = course.departureIds[0] ?? 0;
    const payload = tourBody(departure, { request_id: crypto.randomUUID(), email: "twenty@example.test" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(shop.app, "POST", "/api/v1/tours/reservations", {
          client: guestClient(),
          body: payload,
        }),
      ),
    );
    expect(answers.filter((res) => res.status >= 300)).toEqual([]);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(await soldOf(shop.db.db, departure)).toBe(2);
  });
});

describe("one ticket at many gates at once on PostgreSQL", () => {
  async function paidTicket() {
    const course = await insertCourse(shop.db.db, shop.clock.now(), { seats: 10 });
    const departure = course.departureIds[0] ?? 0;
    const booked = await call(shop.app, "POST", "/api/v1/tours/reservations", {
      client: guestClient(),
      body: tourBody(departure, { payment_method: "bank_transfer", account_holder: "KIM", bank: "shinhan" }),
    });
    const { data } = (await booked.json()) as {
      data: { reservation: { id: number; reservation_number: string }; key: string };
    };
    await call(shop.app, "POST", `/api/v1/admin/reservations/${data.reservation.id}/deposit`, {
      token: shop.admin,
      area: "admin",
    });
    const list = await call(
      shop.app,
      "GET",
      `/api/v1/tours/reservations/${data.reservation.reservation_number}/tickets`,
      {
        headers: { "X-Reservation-Key": data.key },
      },
    );
    const tickets = ((await list.json()) as { data: { token: string }[] }).data;
    return { departure, token: tickets[0]?.token ?? "", reservationId: data.reservation.id };
  }
  const upload = (device: string, scan: Record<string, unknown>) =>
    call(shop.app, "POST", "/api/v1/admin/tours/check-ins/batch", {
      token: shop.admin,
      area: "admin",
      body: { device, scans: [scan] },
    });
  const results = async (answers: Response[]) =>
    Promise.all(answers.map(async (res) => ((await res.json()) as { data: { result: string }[] }).data[0]?.result));
  const passages = async (reservationId: number) =>
    (await shop.db.db.select({ n: count() }).from(tourCheckIns).where(eq(tourCheckIns.reservationId, reservationId)))[0]
      ?.n;

  it("20 devices uploading the same check-in give one check-in, and each is told it passed", async () => {
    const ticket = await paidTicket();
    const scan = {
      scanned: ticket.token,
      departure_id: ticket.departure,
      nonce: `same-${Date.now()}`,
      scanned_at: new Date().toISOString(),
    };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => upload(`relay-${index}`, scan)));
    expect(answers.every((res) => res.status === 200)).toBe(true);
    expect(new Set(await results(answers))).toEqual(new Set(["valid"]));
    expect(await passages(ticket.reservationId)).toBe(1);
  });

  it("20 devices that each scanned the ticket offline: one passage, 19 conflicts reported", async () => {
    const ticket = await paidTicket();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        upload(`phone-${index}`, {
          scanned: ticket.token,
          departure_id: ticket.departure,
          nonce: `own-${Date.now()}-${index}`,
          scanned_at: new Date().toISOString(),
        }),
      ),
    );
    const decided = await results(answers);
    expect(decided.filter((result) => result === "valid")).toHaveLength(1);
    expect(decided.filter((result) => result === "already_used")).toHaveLength(19);
    expect(await passages(ticket.reservationId)).toBe(1);
  });
});
