import type { TourCourse } from "@contracts/tours";
import type { WaitlistOffer } from "@contracts/tours-waitlist";

/** An offer that still holds seats (its end not yet come by the server's word), else null. */
export function heldOffer(offer: WaitlistOffer | undefined): WaitlistOffer | null {
  return offer && offer.status === "offered" && offer.held_seats > 0 ? offer : null;
}

/**
 * The course as the guest holding an offer sees it: the departure, full to everyone else, open to them with the
 * seats held for them (the server books them through the offer, never past them).
 */
export function withHeldSeats(course: TourCourse, offer: WaitlistOffer | null): TourCourse {
  if (!offer) return course;
  return {
    ...course,
    departures: course.departures.map((departure) =>
      departure.id === offer.departure_id && departure.state === "full"
        ? { ...departure, state: "open", seats_left: offer.held_seats }
        : departure,
    ),
  };
}
