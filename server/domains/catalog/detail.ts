import type { ProductDetail, ProductOption } from "@contracts/catalog";
import { type ExchangeRates, fromMinor } from "@contracts/money";
import { addDays } from "@contracts/reservations";
import type { Lang } from "@contracts/settings";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { productOptions, products } from "./tables";
import { firstBookableDay } from "./days";
import { optionOpen } from "./option-open";
import { exchangeRates, usdValue } from "./rates";

type OptionRow = typeof productOptions.$inferSelect;

/** The cheapest option that can be booked (by its dollar value), else the cheapest of all. */
export function bestOption(options: OptionRow[], firstDay: string, rates: ExchangeRates): OptionRow | undefined {
  const cheapest = (list: OptionRow[]) =>
    list.reduce<OptionRow | undefined>((best, option) => {
      if (!best) return option;
      const diff =
        usdValue(option.priceMinor, option.currency, rates) - usdValue(best.priceMinor, best.currency, rates);
      return diff < 0 || (diff === 0 && option.id < best.id) ? option : best;
    }, undefined);
  return cheapest(options.filter((option) => optionOpen(option, firstDay))) ?? cheapest(options);
}

function toOption(row: OptionRow, lang: Lang): ProductOption {
  return {
    id: row.id,
    name: lang === "ko" ? row.nameKo : row.nameEn,
    option_start_date: row.startDate,
    option_end_date: row.endDate,
    price: fromMinor(row.priceMinor, row.currency),
    currency: row.currency,
    capacity: row.capacity,
    remaining: row.capacity - row.sold,
    bookable: row.bookable,
    pricing: row.pricing,
    group_size: row.pricing === "per_group" ? row.groupSize : null,
    departure_times: [...row.departureTimes].sort(),
  };
}

/**
 * Days in [min, max] that cannot be chosen: the closed ones, and those no open option with places covers. Walks the
 * days one by one: a product spans months, not years.
 */
export function unavailableDates(min: string, max: string, closed: readonly string[], options: OptionRow[]): string[] {
  const closedSet = new Set(closed);
  const open = options.filter((option) => option.bookable && option.sold < option.capacity);
  const days: string[] = [];
  for (let day = min; day <= max; day = addDays(day, 1)) {
    if (closedSet.has(day) || !open.some((option) => option.startDate <= day && day <= option.endDate)) {
      days.push(day);
    }
  }
  return days;
}

export async function productDetail(db: Db, id: number, lang: Lang, now: Date): Promise<ProductDetail | undefined> {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.channel, "shop")));
  if (!product) return undefined;
  const [options, rates] = await Promise.all([
    db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, id))
      .orderBy(asc(productOptions.sortOrder), asc(productOptions.startDate), asc(productOptions.id)),
    exchangeRates(db),
  ]);
  const minDate = firstBookableDay(now, product.salesStart);
  const maxDate = options.reduce(
    (last, option) => (option.endDate > last ? option.endDate : last),
    options[0]?.endDate ?? minDate,
  );
  const best = bestOption(options, minDate, rates);
  const ko = lang === "ko";
  return {
    id: product.id,
    kind: product.kind,
    category: product.category,
    region: product.region,
    name: ko ? product.nameKo : product.nameEn,
    summary: ko ? product.summaryKo : product.summaryEn,
    thumbnail: product.images[0] ?? "",
    price_from: best ? fromMinor(best.priceMinor, best.currency) : 0,
    currency: best?.currency ?? "USD",
    featured: product.featured,
    bookable: options.some((option) => optionOpen(option, minDate)),
    images: product.images,
    description: ko ? product.descriptionKo : product.descriptionEn,
    location: ko ? product.locationKo : product.locationEn,
    min_date: minDate,
    max_date: maxDate,
    unavailable_dates: unavailableDates(minDate, maxDate, product.closedDates, options),
    options: options.map((option) => toOption(option, lang)),
  };
}
