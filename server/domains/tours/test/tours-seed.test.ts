import { TourReservationAccessResponseSchema } from "@contracts/tours";
import { describe, expect, it } from "vitest";
import { body, call, seededDemoApp } from "../../../platform/test/auth-fixtures";
import { forTheFile } from "../../../platform/test/helpers";
import { SUMMIT_DEMO_NUMBER, SUMMIT_GUEST_EMAIL } from "../seed";

const { app } = await forTheFile(seededDemoApp());

describe("summit-tours-v1", () => {
  it("opens the README's demo reservation by its number and the guest's e-mail, confirmed and paid", async () => {
    const res = await call(app, "POST", "/api/v1/tours/reservations/lookup", {
      body: { reservation_number: SUMMIT_DEMO_NUMBER, email: SUMMIT_GUEST_EMAIL },
    });
    expect(res.status).toBe(200);
    const { data } = TourReservationAccessResponseSchema.parse(await body(res));
    expect(data.reservation).toMatchObject({
      status: "confirmed",
      course_slug: "seoul-palaces-and-hanok",
      travelers: 2,
      luggage_fee: 0,
    });
    expect(data.reservation.departure_date > data.reservation.created_at.slice(0, 10)).toBe(true);
  });

  it("has courses in both areas with departures on several days over the coming weeks", async () => {
    for (const area of ["seoul", "busan"]) {
      const list = await body<{ data: { slug: string; next_departure: string | null }[] }>(
        await call(app, "GET", `/api/v1/tours/courses?area=${area}`),
      );
      expect(list.data.length, area).toBeGreaterThanOrEqual(2);
      expect(
        list.data.every((course) => course.next_departure !== null),
        area,
      ).toBe(true);
    }
    const course = await body<{ data: { departures: { date: string }[] } }>(
      await call(app, "GET", "/api/v1/tours/courses/busan-coast-and-market"),
    );
    expect(new Set(course.data.departures.map((departure) => departure.date)).size).toBeGreaterThan(10);
  });
});
