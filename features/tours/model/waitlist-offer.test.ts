import type { TourCourse, TourDeparture } from "@contracts/tours";
import type { WaitlistOffer } from "@contracts/tours-waitlist";
import { describe, expect, it } from "vitest";
import { heldOffer, withHeldSeats } from "./waitlist-offer";

const departure = (id: number, state: TourDeparture["state"]): TourDeparture => ({
  id,
  date: "2026-05-22",
  time: "09:00",
  seats: 12,
  booked: 12,
  seats_left: 0,
  state,
  price: 89,
  currency: "USD",
  free_cancellation_until: "2026-05-20T09:00:00+09:00",
});
const course = { departures: [departure(42, "full"), departure(43, "full")] } as TourCourse;
const offer: WaitlistOffer = {
  status: "offered",
  course_slug: "seoul-palaces",
  course_name: "Royal palaces of Seoul",
  departure_id: 42,
  date: "2026-05-22",
  time: "09:00",
  travelers: 2,
  held_seats: 2,
  expires_at: "2026-05-15T21:00:00Z",
  email: "ana@example.test",
  name: "Ana",
};

describe("an offer's held seats on the form", () => {
  it("opens only the offered departure, with the held seats", () => {
    const shown = withHeldSeats(course, heldOffer(offer)).departures;
    expect(shown[0]).toMatchObject({ id: 42, state: "open", seats_left: 2 });
    expect(shown[1]).toMatchObject({ id: 43, state: "full", seats_left: 0 });
  });

  it("holds nothing once the offer has ended or was used", () => {
    expect(heldOffer({ ...offer, status: "lapsed", held_seats: 0 })).toBeNull();
    expect(heldOffer({ ...offer, status: "booked", held_seats: 0 })).toBeNull();
    expect(heldOffer(undefined)).toBeNull();
    expect(withHeldSeats(course, null)).toBe(course);
  });
});
