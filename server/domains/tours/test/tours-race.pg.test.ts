import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { createShop, soldOf } from "../../../platform/test/reservation-fixtures";
import { reservationItems } from "../../reservations/tables";
import { insertCourse, tourBody } from "./tour-fixtures";

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
      Array.from({ length: 20 }, () => call(shop.app, "POST", "/api/v1/tours/reservations", { body: payload })),
    );
    expect(answers.filter((res) => res.status >= 300)).toEqual([]);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(await soldOf(shop.db.db, departure)).toBe(2);
  });
});
