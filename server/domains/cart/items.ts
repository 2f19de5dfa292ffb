import type { CartItem } from "@contracts/cart";
import { convertMoney, type Currency, DEFAULT_RATES, fromMinor } from "@contracts/money";
import { EXCHANGE_RATE_META_KEY } from "@contracts/settings";
import type { Lang } from "@contracts/settings";
import { type SQL, sql } from "drizzle-orm";

/** One row of `cartRowsSql`: an item with one of its lines (or none), the option and the meta rates. */
export type CartRow = {
  id: number;
  member_id: number;
  product_id: number;
  created_at: Date | string;
  name: string;
  thumbnail: string | null;
  kind: "festival" | "tour" | "option_ticket";
  departure_date: string | null;
  departure_time: string | null;
  travelers: number | null;
  luggage: number | null;
  pricing: "per_person" | "per_group" | null;
  group_size: number | null;
  departure_times: string[] | null;
  line_id: number | null;
  quantity: number | null;
  currency: Currency | null;
  option_id: number | null;
  option_name: string | null;
  start_date: string | null;
  end_date: string | null;
  price_minor: number | null;
  option_currency: Currency | null;
  krw_to_usd: number;
  usd_to_krw: number;
};

/**
 * Reads cart items with their lines, products, options and the meta rates, newest first, as `CartRow`s (plus
 * `extra` columns). `items` is `cart_items` or a set with its columns (alias `c`), `lines` is `cart_item_options`
 * or a set with its columns (alias `l`): the add's statement answers the rows it has just written this way, as
 * they read once it is done. `where` picks the items.
 */
export function cartRowsSql(lang: Lang, from: { items: SQL; lines: SQL; extra?: SQL }, where: SQL): SQL {
  const ko = lang === "ko";
  return sql`
    select ${from.extra ? sql`${from.extra}, ` : sql``}c.id, c.member_id, c.product_id, c.created_at,
      ${ko ? sql`p.name_ko` : sql`p.name_en`} as name, p.images->>0 as thumbnail, p.kind,
      c.departure_date::text as departure_date, c.departure_time, c.travelers, c.luggage, o.pricing, o.group_size,
      o.departure_times,
      l.id as line_id, l.quantity, l.currency,
      o.id as option_id, ${ko ? sql`o.name_ko` : sql`o.name_en`} as option_name,
      o.option_start_date::text as start_date, o.option_end_date::text as end_date,
      o.price_minor, o.currency as option_currency, rates.krw_to_usd, rates.usd_to_krw
    from ${from.items} c
    join products p on p.id = c.product_id
    cross join (
      select
        coalesce((select (meta->>'krw_to_usd')::float8 from settings_meta where key = ${EXCHANGE_RATE_META_KEY}),
          ${DEFAULT_RATES.krw_to_usd}::float8) as krw_to_usd,
        coalesce((select (meta->>'usd_to_krw')::float8 from settings_meta where key = ${EXCHANGE_RATE_META_KEY}),
          ${DEFAULT_RATES.usd_to_krw}::float8) as usd_to_krw
    ) rates
    left join ${from.lines} l on l.cart_item_id = c.id
    left join product_options o on o.id = l.product_option_id
    where ${where}
    order by c.created_at desc, c.id desc, o.sort_order asc, o.id asc`;
}

/**
 * The items of `cartRowsSql`'s rows by id, in the rows' order, each option priced in `currency` when given, else
 * in the cart option's currency.
 */
export function cartItemsOf(rows: CartRow[], currency?: Currency): Map<number, CartItem> {
  const items = new Map<number, CartItem>();
  for (const row of rows) {
    let item = items.get(row.id);
    if (!item) {
      item = {
        id: row.id,
        member_id: row.member_id,
        product_id: row.product_id,
        product: { name: row.name, thumbnail: row.thumbnail ?? "", kind: row.kind },
        options: [],
        trip:
          row.departure_date !== null && row.departure_time !== null && row.travelers !== null
            ? {
                departure_date: row.departure_date,
                departure_time: row.departure_time,
                travelers: Number(row.travelers),
                luggage: Number(row.luggage ?? 0),
              }
            : null,
        created_at: new Date(row.created_at).toISOString(),
      };
      items.set(row.id, item);
    }
    if (row.line_id === null || row.option_id === null || row.currency === null || row.option_currency === null) {
      continue;
    }
    const rates = { krw_to_usd: Number(row.krw_to_usd), usd_to_krw: Number(row.usd_to_krw) };
    // One conversion from the option's own price to the asked (or shopped-in) currency, rounded once.
    const shown = currency ?? row.currency;
    item.options.push({
      id: row.line_id,
      quantity: Number(row.quantity),
      currency: shown,
      product_option: {
        id: row.option_id,
        name: row.option_name ?? "",
        option_start_date: row.start_date ?? "",
        option_end_date: row.end_date ?? "",
        price: convertMoney(fromMinor(Number(row.price_minor), row.option_currency), row.option_currency, shown, rates),
        pricing: row.pricing ?? "per_person",
        group_size: row.group_size === null ? null : Number(row.group_size),
        departure_times: [...(row.departure_times ?? [])].sort(),
      },
    });
  }
  return items;
}
