import { type BleisureProgramme, type FreeTime, fitsFreeTime } from "@contracts/bleisure";
import { fromMinor } from "@contracts/money";
import { departureDateProblem } from "@contracts/reservations";
import type { Lang } from "@contracts/settings";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { firstBookableDay } from "./days";
import { bestOption } from "./detail";
import { optionOpen } from "./option-open";
import { exchangeRates } from "./rates";
import { productOptions, products } from "./tables";

type ProductRow = typeof products.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;

/** A free-time window on one Korean calendar day. */
export type FreeTimeWindow = FreeTime & { date: string };

/**
 * Whether an option takes a booking for `day`: the shop's own two rules, as its booking applies them (the day's
 * rule: not today or before the product's first bookable day, not a closed day, inside the option's dates; and the
 * option's: open for sale with places left).
 */
function openOn(product: ProductRow, option: OptionRow, day: string, now: Date): boolean {
  const problem = departureDateProblem(day, {
    now,
    minDate: firstBookableDay(now, product.salesStart),
    unavailableDates: product.closedDates,
    ranges: [{ option_start_date: option.startDate, option_end_date: option.endDate }],
  });
  return problem === undefined && optionOpen(option, day);
}

const timesOf = (options: readonly OptionRow[], keep: (time: string) => boolean = () => true) =>
  [...new Set(options.flatMap((option) => option.departureTimes).filter(keep))].sort();

/**
 * The business-leisure programmes (ADR 0032), in the shop's recommended order. With a window, only those with a
 * departure on its day that fits it, each with those departures; without, all of them with the departures their
 * open options run.
 */
export async function bleisureProgrammes(
  db: Db,
  window: FreeTimeWindow | undefined,
  lang: Lang,
  now: Date,
): Promise<BleisureProgramme[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.businessLeisure, true), eq(products.channel, "shop")))
    .orderBy(asc(products.rank), asc(products.id));
  if (rows.length === 0) return [];
  const [options, rates] = await Promise.all([
    db
      .select()
      .from(productOptions)
      .where(
        inArray(
          productOptions.productId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(productOptions.sortOrder), asc(productOptions.id)),
    exchangeRates(db),
  ]);
  const ko = lang === "ko";
  return rows.flatMap((product) => {
    const duration = product.durationMinutes;
    if (duration === null) return [];
    const own = options.filter((option) => option.productId === product.id);
    let day: string;
    let chosen: OptionRow[];
    let departures: string[];
    if (window) {
      const fits = (time: string) => fitsFreeTime(time, duration, window);
      day = window.date;
      chosen = own.filter((option) => openOn(product, option, day, now) && option.departureTimes.some(fits));
      departures = timesOf(chosen, fits);
      if (departures.length === 0) return [];
    } else {
      day = firstBookableDay(now, product.salesStart);
      chosen = own.filter((option) => optionOpen(option, day));
      departures = timesOf(chosen);
    }
    const best = bestOption(chosen.length > 0 ? chosen : own, day, rates);
    return [
      {
        id: product.id,
        category: product.category,
        name: ko ? product.nameKo : product.nameEn,
        summary: ko ? product.summaryKo : product.summaryEn,
        thumbnail: product.images[0] ?? "",
        duration_minutes: duration,
        price_from: best ? fromMinor(best.priceMinor, best.currency) : 0,
        currency: best?.currency ?? "USD",
        departure_times: departures,
      },
    ];
  });
}
