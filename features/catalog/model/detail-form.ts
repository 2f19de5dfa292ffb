import type { ProductDetail } from "@contracts/catalog";
import type { Currency } from "@contracts/money-rules";
import {
  bookedUnits,
  type DepartureDateProblem,
  FREE_LUGGAGE_PER_TRAVELER,
  MAX_LUGGAGE,
  MAX_TRAVELERS,
  MIN_TRAVELERS,
  type OptionTerms,
  departureDateProblem,
  offeredDepartureTimes,
} from "@contracts/reservation-rules";
import type { RESERVATION_MESSAGES } from "@contracts/reservations";
import { addDays } from "@contracts/shop-calendar";
import { type OptionSelectionState, chosenOptions } from "./selection";

/** What the detail page's form holds; `null` and `0` travellers mean "not chosen yet". */
export type DetailFormValues = {
  departureDate: string | null;
  departureTime: string | null;
  travelers: number;
  luggage: number;
  choices: OptionSelectionState;
};

export const EMPTY_DETAIL_FORM: DetailFormValues = {
  departureDate: null,
  departureTime: null,
  travelers: 0,
  luggage: 0,
  choices: [],
};

/** A spec message, named by its key in RESERVATION_MESSAGES (the locale files hold the same keys). */
export type DetailMessage = keyof typeof RESERVATION_MESSAGES;
export type DetailField = "departureDate" | "departureTime" | "travelers" | "options";
export type DetailErrors = Partial<Record<DetailField, DetailMessage>>;

/** The fields in the order the page shows them: the first one at fault takes the focus. */
export const DETAIL_FIELDS: readonly DetailField[] = ["options", "departureDate", "departureTime", "travelers"];

const DATE_MESSAGES: Record<DepartureDateProblem, DetailMessage> = {
  required: "departureDateRequired",
  sameDay: "sameDay",
  beforeMinimum: "beforeMinimum",
  unavailable: "dateUnavailable",
  outsideOption: "outsideOption",
};

export type DetailProduct = Pick<ProductDetail, "id" | "min_date" | "max_date" | "unavailable_dates" | "options">;

/**
 * Departure times the page offers: the ones every chosen option runs (the operator sets them per dated option);
 * none until an option is chosen.
 */
export function departureTimes(product: DetailProduct, choices: OptionSelectionState): string[] {
  return offeredDepartureTimes(chosenOptions(choices, product.options).map(({ option }) => option));
}

/**
 * The first day the calendar lets a person pick: the same rule that strikes days out (`isDepartureDayDisabled`),
 * walked from the minimum date, so the hint never names a struck-out day. `null` when no day is left.
 */
export function earliestDepartureDay(product: DetailProduct, choices: OptionSelectionState): string | null {
  for (let day = product.min_date; day <= product.max_date; day = addDays(day, 1)) {
    if (!isDepartureDayDisabled(day, product, choices)) return day;
  }
  return null;
}

/** How many of each chosen option the travellers book (per person, or per group of up to its size). */
export function unitsFor(option: OptionTerms, travelers: number): number {
  return Math.max(1, bookedUnits(option, travelers));
}

/** Travellers may each bring this many pieces free. */
export function freeLuggage(travelers: number): number {
  return Math.max(0, travelers) * FREE_LUGGAGE_PER_TRAVELER;
}

/**
 * Whether the calendar lets a day be picked: not a closed day, and inside every chosen option's range (the
 * minimum and last day are the calendar's own bounds).
 */
export function isDepartureDayDisabled(day: string, product: DetailProduct, choices: OptionSelectionState): boolean {
  if (product.unavailable_dates.includes(day)) return true;
  return chosenOptions(choices, product.options).some(
    ({ option }) => day < option.option_start_date || day > option.option_end_date,
  );
}

/** The spec's checks before "Add to cart" or "Reserve now"; an empty object means the selection may go. */
export function validateDetailForm(values: DetailFormValues, product: DetailProduct, now: Date): DetailErrors {
  const errors: DetailErrors = {};
  const chosen = chosenOptions(values.choices, product.options);
  if (chosen.length === 0) errors.options = "optionRequired";
  const dateProblem = departureDateProblem(values.departureDate ?? undefined, {
    now,
    minDate: product.min_date,
    unavailableDates: product.unavailable_dates,
    ranges: chosen.map(({ option }) => option),
  });
  if (dateProblem) errors.departureDate = DATE_MESSAGES[dateProblem];
  if (!values.departureTime) errors.departureTime = "departureTimeRequired";
  else if (chosen.length > 0 && !departureTimes(product, values.choices).includes(values.departureTime)) {
    errors.departureTime = "departureTimeNotOffered";
  }
  if (values.travelers <= 0) errors.travelers = "travelersRequired";
  else if (values.travelers < MIN_TRAVELERS) errors.travelers = "minTravelers";
  return errors;
}

export function firstError(errors: DetailErrors): DetailField | undefined {
  return DETAIL_FIELDS.find((field) => errors[field] !== undefined);
}

/** What "Add to cart" and "Reserve now" hand to the site. */
export type ProductSelection = {
  product_id: number;
  /** Each option in the session currency: the cart keeps the currency the member shopped in. */
  options: { product_option_id: number; quantity: number; currency: Currency }[];
  departure_date: string;
  departure_time: string;
  travelers: number;
  luggage: number;
};

/** The selection for a valid form (check `validateDetailForm` first); travellers and luggage within bounds. */
export function toProductSelection(
  values: DetailFormValues,
  product: DetailProduct,
  currency: Currency,
): ProductSelection {
  return {
    product_id: product.id,
    options: chosenOptions(values.choices, product.options).map(({ option }) => ({
      product_option_id: option.id,
      quantity: unitsFor(option, values.travelers),
      currency,
    })),
    departure_date: values.departureDate ?? "",
    departure_time: values.departureTime ?? "",
    travelers: Math.min(Math.max(values.travelers, 0), MAX_TRAVELERS),
    luggage: Math.min(Math.max(values.luggage, 0), MAX_LUGGAGE),
  };
}
