import { hasDeparted } from "@contracts/reservation-deadlines";
import type { AdminDeparture } from "@contracts/tours-admin";

/** How a departure stands for operators: on sale, closed by an operator, full, called off, or gone. */
export type ConsoleDepartureState = "onSale" | "full" | "closed" | "cancelled" | "departed";

export function consoleDepartureState(departure: AdminDeparture, now: Date): ConsoleDepartureState {
  if (departure.cancelled) return "cancelled";
  if (hasDeparted(departure.date, departure.time, now)) return "departed";
  if (!departure.bookable) return "closed";
  if (departure.booked >= departure.seats) return "full";
  return "onSale";
}

/** The price a course's next departures would start from: its latest departure's. */
export function latestPrice(departures: readonly AdminDeparture[]) {
  const last = departures.reduce<AdminDeparture | undefined>(
    (latest, departure) => (latest === undefined || departure.id > latest.id ? departure : latest),
    undefined,
  );
  return last ? { price: last.price, currency: last.currency } : undefined;
}
