import type { Pricing } from "./catalog";
import { type Currency, convertMoney, type ExchangeRates } from "./money-rules";
import { addDays, shopToday } from "./shop-calendar";

/**
 * The reservation rules a first page needs before anything is booked (spec points 3 and 9): constants, travellers
 * and places, departure days and times, luggage. Pure and without the schema library, so the catalogue's first page
 * prices its cards without loading it; reservations.ts re-exports them beside the schemas. The client uses them for a
 * fast message, the server enforces them again inside the transaction that writes.
 */

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec point 9)

export const MIN_TRAVELERS = 2;
export const MAX_TRAVELERS = 50;
export const FREE_LUGGAGE_PER_TRAVELER = 2;
export const EXTRA_LUGGAGE_FEE_USD = 10;
export const MAX_LUGGAGE = 200;
/** A bank transfer must arrive within 3 days, or a scheduled job cancels the order and frees its places. */
export const DEPOSIT_DUE_DAYS = 3;
/** An unpaid card (or Toss, PayPal) order holds its places this long, then the same job releases them. */
export const PAYMENT_WINDOW_MINUTES = 30;
/** What the detail page promises after payment: confirmation takes 2 to 3 days. */
export const CONFIRMATION_DAYS = { min: 2, max: 3 } as const;
// ---------------------------------------------------------------------------------------------------------------
// Travellers, places and departure times (ADR 0013, "Travellers price and fill an option")

/** What the operator set on an option: how it is priced, and its departure times. */
export type OptionTerms = { pricing: Pricing; group_size: number | null };

/**
 * How many of an option a party books, which is both what it pays for and the places it takes: one per traveller
 * (`per_person`), or one per group of up to `group_size` travellers (`per_group`, 2 to 6 travellers = 1 group of 6).
 */
export function bookedUnits(option: OptionTerms, travelers: number): number {
  const party = Math.max(0, Math.floor(travelers));
  if (option.pricing === "per_group") return Math.ceil(party / Math.max(1, option.group_size ?? 1));
  return party;
}

/** The times a departure may take: those every chosen option runs, earliest first (none chosen: none). */
export function offeredDepartureTimes(options: readonly { departure_times: readonly string[] }[]): string[] {
  const [first, ...rest] = options;
  if (!first) return [];
  return first.departure_times.filter((time) => rest.every((option) => option.departure_times.includes(time))).sort();
}

/** `HH:MM` on a 24-hour clock. */
export const DEPARTURE_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// ---------------------------------------------------------------------------------------------------------------
// Date rules

/** The first day that may be chosen: tomorrow in Korea (no same-day), or the product's own first day if later. */
export function minDepartureDate(now: Date, productStart?: string): string {
  const tomorrow = addDays(shopToday(now), 1);
  return productStart !== undefined && productStart > tomorrow ? productStart : tomorrow;
}

export type DepartureDateProblem = "required" | "sameDay" | "beforeMinimum" | "unavailable" | "outsideOption";

/** Checks a departure day against the spec's rules; `undefined` means it may be booked. */
export function departureDateProblem(
  day: string | undefined,
  context: {
    now: Date;
    minDate: string;
    unavailableDates?: readonly string[];
    /** The chosen options' ranges: the day must lie inside every one. */
    ranges?: readonly { option_start_date: string; option_end_date: string }[];
  },
): DepartureDateProblem | undefined {
  if (!day) return "required";
  if (day === shopToday(context.now)) return "sameDay";
  if (day < context.minDate) return "beforeMinimum";
  if (context.unavailableDates?.includes(day)) return "unavailable";
  if (context.ranges?.some((range) => day < range.option_start_date || day > range.option_end_date)) {
    return "outsideOption";
  }
  return undefined;
}

/** Up to 2 pieces per traveller are free; each extra piece costs USD 10 (converted for KRW orders). */
export function luggageFee(travelers: number, luggage: number, currency: Currency, rates: ExchangeRates): number {
  const extra = Math.max(0, luggage - Math.max(0, travelers) * FREE_LUGGAGE_PER_TRAVELER);
  return convertMoney(extra * EXTRA_LUGGAGE_FEE_USD, "USD", currency, rates);
}
