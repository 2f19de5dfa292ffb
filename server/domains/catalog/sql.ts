import type { Lang } from "@contracts/settings";
import type { ProductSummary } from "@contracts/catalog";
import { DEFAULT_CURRENCY, DEFAULT_RATES, fromMinor } from "@contracts/money";
import { EXCHANGE_RATE_META_KEY } from "@contracts/settings";
import { type SQL, sql } from "drizzle-orm";
import { firstBookableDaySql, optionOpenSql } from "./option-open";

/** Language columns picked from a closed list, never from the raw request. */
export const NAME_COLUMN: Record<Lang, SQL> = { en: sql.raw("p.name_en"), ko: sql.raw("p.name_ko") };
const SUMMARY_COLUMN: Record<Lang, SQL> = { en: sql.raw("p.summary_en"), ko: sql.raw("p.summary_ko") };

/** What one summary row brings back from the database. */
export type SummaryRow = {
  id: number;
  kind: "festival" | "tour" | "option_ticket";
  category: "festival" | "tour" | "activity" | "culture" | "food" | "wellness";
  region: "seoul" | "busan" | "jeju" | "gyeonggi" | "gangwon" | "gyeongsang" | "jeolla" | "chungcheong";
  name: string;
  summary: string;
  thumbnail: string | null;
  featured: boolean;
  price_minor: number | null;
  currency: "USD" | "KRW" | null;
  bookable: boolean | null;
  /** Rows matching the whole query, before paging. */
  total: number;
};

/**
 * Product summaries with their best option found in the same query: the cheapest option that can be booked now
 * (by its value in dollars at the meta rates), else the cheapest of all. `p` is the product, `best` the option and
 * `rates` the meta rates; callers add their own joins, filters, order and paging after it.
 */
export function summaryFrom(lang: Lang, firstDay: string, more?: { columns: SQL; joins: SQL }): SQL {
  return sql`
    select p.id, p.kind, p.category, p.region, ${NAME_COLUMN[lang]} as name, ${SUMMARY_COLUMN[lang]} as summary,
      p.images->>0 as thumbnail, p.featured, best.price_minor, best.currency, best.ok as bookable,
      count(*) over ()::int as total${more ? sql`, ${more.columns}` : sql``}
    from products p
    cross join (
      select coalesce(
        (select (meta->>'krw_to_usd')::float8 from settings_meta where key = ${EXCHANGE_RATE_META_KEY}),
        ${DEFAULT_RATES.krw_to_usd}::float8
      ) as krw_to_usd
    ) rates
    left join lateral (
      select o.price_minor, o.currency,
        ${optionOpenSql("o", firstBookableDaySql(sql`${firstDay}`, sql`p.sales_start`))} as ok,
        case when o.currency = 'USD' then o.price_minor / 100.0 else o.price_minor * rates.krw_to_usd end as usd
      from product_options o
      where o.product_id = p.id
      order by ok desc, usd asc, o.id asc
      limit 1
    ) best on true
    ${more ? more.joins : sql``}`;
}

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    region: row.region,
    name: row.name,
    summary: row.summary,
    thumbnail: row.thumbnail ?? "",
    price_from: row.price_minor === null ? 0 : fromMinor(row.price_minor, row.currency ?? "USD"),
    currency: row.currency ?? DEFAULT_CURRENCY,
    featured: row.featured,
    bookable: row.bookable ?? false,
  };
}
