import { type SQL, sql } from "drizzle-orm";
import type { productOptions } from "./tables";

// When an option takes bookings, stated once: the product page, the catalogue's "best option" and the cart's add
// all use these two forms of one rule (tests hold them equal).

type OptionRow = Pick<typeof productOptions.$inferSelect, "bookable" | "sold" | "capacity" | "endDate">;

/** An option that takes bookings on or after `firstDay`: open for sale, places left, not over. */
export function optionOpen(option: OptionRow, firstDay: string): boolean {
  return option.bookable && option.sold < option.capacity && option.endDate >= firstDay;
}

/**
 * The first day a product can be booked for, in SQL: `day` (tomorrow in Korea, see days.ts) or the product's sales
 * start when that is later. The same as `firstBookableDay(now, salesStart)`.
 */
export function firstBookableDaySql(day: SQL, salesStart: SQL): SQL {
  return sql`greatest(${day}::date, coalesce(${salesStart}, ${day}::date))`;
}

/** `optionOpen` in SQL, for statements that judge many options at once; `o` names a product_options row. */
export function optionOpenSql(o: string, firstDay: SQL): SQL {
  const row = sql.raw(o);
  return sql`(${row}.bookable and ${row}.sold < ${row}.capacity and ${row}.option_end_date >= ${firstDay})`;
}
