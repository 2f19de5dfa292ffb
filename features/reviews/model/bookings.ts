import type { CompletedBooking } from "@contracts/reviews";

/** Whether the member can review this product of this booking, going by their completed bookings. */
export type ReviewableState =
  | { kind: "ready"; booking: CompletedBooking }
  | { kind: "reviewed"; booking: CompletedBooking; reviewId: number }
  | { kind: "notCompleted" };

/**
 * The completed-bookings list holds only the member's own finished trips: a booking missing from it has not
 * been completed yet (or is not theirs, which the server answers the same way: no review).
 */
export function reviewableState(
  bookings: readonly CompletedBooking[],
  productId: number,
  reservationId: number,
): ReviewableState {
  const booking = bookings.find((b) => b.product_id === productId && b.reservation_id === reservationId);
  if (!booking) return { kind: "notCompleted" };
  return booking.review_id === null
    ? { kind: "ready", booking }
    : { kind: "reviewed", booking, reviewId: booking.review_id };
}

/** The trips still waiting for the member's review, in the server's order (newest trip first). */
export function waitingForReview(bookings: readonly CompletedBooking[]): CompletedBooking[] {
  return bookings.filter((booking) => booking.review_id === null);
}

export type BookingChoice = { reservation_id: number; reservation_number: string; product_names: string[] };

/**
 * One choice per completed reservation (a reservation of several products is one booking to a social review
 * request), its products named together, newest trip first as the server sends them.
 */
export function bookingChoices(bookings: readonly CompletedBooking[]): BookingChoice[] {
  const choices = new Map<number, BookingChoice>();
  for (const booking of bookings) {
    const choice = choices.get(booking.reservation_id);
    if (!choice) {
      choices.set(booking.reservation_id, {
        reservation_id: booking.reservation_id,
        reservation_number: booking.reservation_number,
        product_names: [booking.product_name],
      });
    } else if (!choice.product_names.includes(booking.product_name)) {
      choice.product_names.push(booking.product_name);
    }
  }
  return [...choices.values()];
}
