import type { CartItem } from "@contracts/cart";
import type { ProductDetail } from "@contracts/catalog";
import { convertMoney, type Currency, type ExchangeRates } from "@contracts/money";
import { minDepartureDate } from "@contracts/reservations";
import type { ReservationSource } from "./draft";

/** One option being booked, priced in the order's currency. */
export type BookingLine = {
  key: string;
  productName: string;
  optionName: string;
  option_start_date: string;
  option_end_date: string;
  quantity: number;
  /** Unit price in the order currency. */
  price: number;
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
        quantity: line.quantity,
        price: convertMoney(option.price, option.currency, currency, rates),
      },
    ];
  });
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
