import type { CompletedBooking } from "@contracts/reviews";
import { describe, expect, it } from "vitest";
import { bookingChoices, reviewableState, waitingForReview } from "./bookings";

const booking = (patch: Partial<CompletedBooking>): CompletedBooking => ({
  reservation_id: 1,
  reservation_number: "R-1",
  product_id: 10,
  product_name: "Night walk",
  thumbnail: "",
  departure_date: "2026-04-01",
  review_id: null,
  ...patch,
});

describe("reviewable state", () => {
  const bookings = [
    booking({}),
    booking({ product_id: 11, product_name: "Palace tour", review_id: 70 }),
    booking({ reservation_id: 2, reservation_number: "R-2" }),
  ];

  it("is ready for a completed booking of the product without a review", () => {
    expect(reviewableState(bookings, 10, 1)).toEqual({ kind: "ready", booking: bookings[0] });
  });

  it("points to the review already written", () => {
    expect(reviewableState(bookings, 11, 1)).toEqual({ kind: "reviewed", booking: bookings[1], reviewId: 70 });
  });

  it("is not completed when the booking is not among the completed ones", () => {
    expect(reviewableState(bookings, 10, 3)).toEqual({ kind: "notCompleted" });
    expect(reviewableState(bookings, 12, 1)).toEqual({ kind: "notCompleted" });
  });

  it("lists the trips waiting for a review", () => {
    expect(waitingForReview(bookings)).toEqual([bookings[0], bookings[2]]);
  });
});

describe("booking choices", () => {
  it("makes one choice per reservation with its products named together", () => {
    const choices = bookingChoices([
      booking({}),
      booking({ product_id: 11, product_name: "Palace tour" }),
      booking({ reservation_id: 2, reservation_number: "R-2" }),
    ]);
    expect(choices).toEqual([
      { reservation_id: 1, reservation_number: "R-1", product_names: ["Night walk", "Palace tour"] },
      { reservation_id: 2, reservation_number: "R-2", product_names: ["Night walk"] },
    ]);
  });
});
