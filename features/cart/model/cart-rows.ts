import type { CartItem, CartOption, CartTrip } from "@contracts/cart";
import { type Currency, DEFAULT_RATES, type ExchangeRates, roundMoney } from "@contracts/money";
import { luggageFee } from "@contracts/reservations";
import { currencySymbol } from "@ds";
import { formatPeriod } from "@lib/format/format";
import type { Lang } from "@lib/i18n/locale";

/** A cart item as the page shows it (spec point 3: period, symbol, total option price, selected flag). */
export type CartRow = {
  id: number;
  productId: number;
  name: string;
  thumbnail: string;
  /** "5/20 ~ 6/3": the earliest option start to the latest option end, in short dates. */
  period: string;
  /** `$` when the first option is in USD, else `₩`. */
  symbol: "$" | "₩";
  /** The currency the symbol stands for (the total is written in it). */
  currency: Currency;
  /** Sum of price x quantity over the options. */
  totalOptionPrice: number;
  /** The trip chosen on the product page (null on items added before the cart kept it). */
  trip: CartTrip | null;
  /** The extra-luggage fee of the trip, in `currency`. */
  luggageFee: number;
  /** Options plus the luggage fee: the total the product page showed for this trip. */
  total: number;
  options: CartOption[];
  selected: boolean;
};

/** The period of the item's options: earliest start ~ latest end; empty when the item has no option. */
export function periodOf(options: readonly CartOption[], lang: Lang): string {
  if (options.length === 0) return "";
  let start = options[0]!.product_option.option_start_date;
  let end = options[0]!.product_option.option_end_date;
  for (const option of options) {
    if (option.product_option.option_start_date < start) start = option.product_option.option_start_date;
    if (option.product_option.option_end_date > end) end = option.product_option.option_end_date;
  }
  return formatPeriod(start, end, lang);
}

/** Sum of price x quantity, rounded to cents so 0.1 + 0.2 never shows. */
export function totalOptionPrice(options: readonly CartOption[]): number {
  const sum = options.reduce((total, option) => total + option.product_option.price * option.quantity, 0);
  return Math.round(sum * 100) / 100;
}

export function cartRow(item: CartItem, lang: Lang, rates: ExchangeRates = DEFAULT_RATES): CartRow {
  const symbol = currencySymbol(item.options[0]?.currency ?? "KRW");
  const currency: Currency = symbol === "$" ? "USD" : "KRW";
  const options = totalOptionPrice(item.options);
  const fee = item.trip ? luggageFee(item.trip.travelers, item.trip.luggage, currency, rates) : 0;
  return {
    id: item.id,
    productId: item.product_id,
    name: item.product.name,
    thumbnail: item.product.thumbnail,
    period: periodOf(item.options, lang),
    symbol,
    currency,
    totalOptionPrice: options,
    trip: item.trip,
    luggageFee: fee,
    total: roundMoney(options + fee, currency),
    options: item.options,
    selected: false,
  };
}

/** Every row starts unselected (spec point 3). */
export function cartRows(items: readonly CartItem[], lang: Lang, rates: ExchangeRates = DEFAULT_RATES): CartRow[] {
  return items.map((item) => cartRow(item, lang, rates));
}

/**
 * The trip the reservation starts from: the selected rows' one trip, or none when they differ or an item has none
 * (the reservation then asks for it, as one order departs once).
 */
export function sharedTrip(rows: readonly CartRow[]): CartTrip | null {
  const chosen = rows.filter((row) => row.selected);
  const first = chosen[0]?.trip;
  if (!first) return null;
  const same = (trip: CartTrip | null) =>
    trip !== null &&
    trip.departure_date === first.departure_date &&
    trip.departure_time === first.departure_time &&
    trip.travelers === first.travelers &&
    trip.luggage === first.luggage;
  return chosen.every((row) => same(row.trip)) ? first : null;
}

/** Flips one row's selected flag. */
export function toggleRow(rows: readonly CartRow[], id: number): CartRow[] {
  return rows.map((row) => (row.id === id ? { ...row, selected: !row.selected } : row));
}

/** Selects (or clears) every row. */
export function selectAll(rows: readonly CartRow[], selected: boolean): CartRow[] {
  return rows.map((row) => (row.selected === selected ? row : { ...row, selected }));
}

/** The "select all" box: checked when every row is, mixed when some are. */
export function selectAllState(rows: readonly CartRow[]): boolean | "indeterminate" {
  const count = rows.filter((row) => row.selected).length;
  if (count === 0) return false;
  return count === rows.length ? true : "indeterminate";
}

export function selectedIds(rows: readonly CartRow[]): number[] {
  return rows.filter((row) => row.selected).map((row) => row.id);
}

/** Rows rebuilt from fresh server data keep the choices the person already made on rows that are still there. */
export function keepSelection(fresh: readonly CartRow[], previous: readonly CartRow[]): CartRow[] {
  const chosen = new Set(selectedIds(previous));
  return fresh.map((row) => (chosen.has(row.id) ? { ...row, selected: true } : row));
}

/** Spec point 5: reserving or deleting needs at least one selected product. */
export function selectionProblem(rows: readonly CartRow[]): "selectProduct" | null {
  return rows.some((row) => row.selected) ? null : "selectProduct";
}
