import type { CartItem } from "@contracts/cart";
import type { ProductDetail } from "@contracts/catalog";
import { convertMoney, type Currency, type ExchangeRates } from "@contracts/money";
import { bookedUnits, minDepartureDate, offeredDepartureTimes, type OptionTerms } from "@contracts/reservations";
import type { ReservationSource } from "./draft";

/** One option being booked, priced in the order's currency. */
export type BookingLine = OptionTerms & {
  key: string;
  product_option_id: number;
  productName: string;
  optionName: string;
  option_start_date: string;
  option_end_date: string;
  /** What the travellers book of it (`bookedUnits`, at least 1); `withTravelers` sets it. */
  quantity: number;
  /** Unit price in the order currency. */
  price: number;
  /** The times the option departs (`HH:MM`). */
  departure_times: readonly string[];
};

/** The calendar limits the lines give the schedule step. */
export type BookingDates = { minDate: string; maxDate?: string; unavailableDates: string[] };

/** The lines of the chosen cart items (in the order the cart lists them), converted to the order currency. */
export function cartLines(
  items: readonly CartItem[],
  ids: readonly number[],
  currency: Currency,
  rates: ExchangeRates,
): BookingLine[] {
  const wanted = new Set(ids);
  return items
    .filter((item) => wanted.has(item.id))
    .flatMap((item) =>
      item.options.map((option) => ({
        key: `cart-${item.id}-${option.id}`,
        productName: item.product.name,
        optionName: option.product_option.name,
        option_start_date: option.product_option.option_start_date,
        option_end_date: option.product_option.option_end_date,
        product_option_id: option.product_option.id,
        pricing: option.product_option.pricing,
        group_size: option.product_option.group_size,
        departure_times: option.product_option.departure_times,
        quantity: option.quantity,
        price: convertMoney(option.product_option.price, option.currency, currency, rates),
      })),
    );
}

/** The lines chosen on the product page; options no longer offered are left out (and then "select an option"). */
export function productLines(
  product: ProductDetail,
  chosen: Extract<ReservationSource, { kind: "product" }>["options"],
  currency: Currency,
  rates: ExchangeRates,
): BookingLine[] {
  return chosen.flatMap((line) => {
    const option = product.options.find((candidate) => candidate.id === line.product_option_id);
    if (!option) return [];
    return [
      {
        key: `product-${product.id}-${option.id}`,
        productName: product.name,
        optionName: option.name,
        option_start_date: option.option_start_date,
        option_end_date: option.option_end_date,
        product_option_id: option.id,
        pricing: option.pricing,
        group_size: option.group_size,
        departure_times: option.departure_times,
        quantity: line.quantity,
        price: convertMoney(option.price, option.currency, currency, rates),
      },
    ];
  });
}

/**
 * The lines as the travellers book them: each quantity is `bookedUnits(option, travellers)` (at least 1), the rule the
 * server books by, so the total shown is the one charged. No travellers chosen yet: the lines keep their quantity.
 */
export function withTravelers(lines: readonly BookingLine[], travelers: number): BookingLine[] {
  if (travelers <= 0) return [...lines];
  return lines.map((line) => ({ ...line, quantity: Math.max(1, bookedUnits(line, travelers)) }));
}

/** The departure times the form offers: those every line's option runs (the product page's rule), earliest first. */
export function bookingTimes(lines: readonly BookingLine[]): string[] {
  return offeredDepartureTimes(lines);
}

/**
 * The departure calendar's limits: never before tomorrow in Korea (or the product's first day), never after the
 * lines' ranges, and the product's closed days.
 */
export function bookingDates(lines: readonly BookingLine[], now: Date, product?: ProductDetail): BookingDates {
  const earliest = minDepartureDate(now, product?.min_date);
  const starts = lines.map((line) => line.option_start_date);
  const ends = lines.map((line) => line.option_end_date);
  const latestStart = starts.reduce((max, day) => (day > max ? day : max), earliest);
  const earliestEnd = ends.reduce<string | undefined>(
    (min, day) => (min === undefined || day < min ? day : min),
    undefined,
  );
  return {
    minDate: latestStart,
    maxDate: product ? (earliestEnd && earliestEnd < product.max_date ? earliestEnd : product.max_date) : earliestEnd,
    unavailableDates: product?.unavailable_dates ?? [],
  };
}
