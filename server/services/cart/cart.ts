import { CART_MESSAGES, type AddCartBody, type CartItem, MAX_OPTION_QUANTITY } from "@contracts/cart";
import { CATALOG_MESSAGES } from "@contracts/catalog";
import { convertMoney, type Currency, DEFAULT_RATES, fromMinor } from "@contracts/money";
import { EXCHANGE_RATE_META_KEY } from "@contracts/settings";
import type { Lang } from "@contracts/settings";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems, productOptions, products } from "../../db/schema";
import { AppError } from "../../http/errors";
import { firstBookableDay } from "../catalog/days";
import { optionOpen } from "../catalog/detail";
import { rowsOf } from "../catalog/sql";

export const cartItemNotFound = () => new AppError(404, "NOT_FOUND", CART_MESSAGES.itemNotFound);

type CartRow = {
  id: number;
  product_id: number;
  created_at: Date | string;
  name: string;
  thumbnail: string | null;
  kind: "festival" | "tour" | "option_ticket";
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
 * The member's cart items (all, or one), newest first, each option priced in the cart option's currency. One query:
 * items, their lines and the meta rates come back together.
 */
export async function listCart(
  db: Db,
  memberId: number,
  options: { lang: Lang; itemId?: number },
): Promise<CartItem[]> {
  const ko = options.lang === "ko";
  const result = await db.execute(sql`
    select c.id, c.product_id, c.created_at, ${ko ? sql`p.name_ko` : sql`p.name_en`} as name,
      p.images->>0 as thumbnail, p.kind,
      l.id as line_id, l.quantity, l.currency,
      o.id as option_id, ${ko ? sql`o.name_ko` : sql`o.name_en`} as option_name,
      o.option_start_date::text as start_date, o.option_end_date::text as end_date,
      o.price_minor, o.currency as option_currency, rates.krw_to_usd, rates.usd_to_krw
    from cart_items c
    join products p on p.id = c.product_id
    cross join (
      select
        coalesce((select (meta->>'krw_to_usd')::float8 from settings_meta where key = ${EXCHANGE_RATE_META_KEY}),
          ${DEFAULT_RATES.krw_to_usd}::float8) as krw_to_usd,
        coalesce((select (meta->>'usd_to_krw')::float8 from settings_meta where key = ${EXCHANGE_RATE_META_KEY}),
          ${DEFAULT_RATES.usd_to_krw}::float8) as usd_to_krw
    ) rates
    left join cart_item_options l on l.cart_item_id = c.id
    left join product_options o on o.id = l.product_option_id
    where c.member_id = ${memberId} ${options.itemId === undefined ? sql`` : sql`and c.id = ${options.itemId}`}
    order by c.created_at desc, c.id desc, o.sort_order asc, o.id asc`);
  const rows = rowsOf<CartRow>(result);
  const items = new Map<number, CartItem>();
  for (const row of rows) {
    let item = items.get(row.id);
    if (!item) {
      item = {
        id: row.id,
        member_id: memberId,
        product_id: row.product_id,
        product: { name: row.name, thumbnail: row.thumbnail ?? "", kind: row.kind },
        options: [],
        created_at: new Date(row.created_at).toISOString(),
      };
      items.set(row.id, item);
    }
    if (row.line_id === null || row.option_id === null || row.currency === null || row.option_currency === null) {
      continue;
    }
    const rates = { krw_to_usd: Number(row.krw_to_usd), usd_to_krw: Number(row.usd_to_krw) };
    item.options.push({
      id: row.line_id,
      quantity: Number(row.quantity),
      currency: row.currency,
      product_option: {
        id: row.option_id,
        name: row.option_name ?? "",
        option_start_date: row.start_date ?? "",
        option_end_date: row.end_date ?? "",
        price: convertMoney(
          fromMinor(Number(row.price_minor), row.option_currency),
          row.option_currency,
          row.currency,
          rates,
        ),
      },
    });
  }
  return [...items.values()];
}

export async function cartCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.memberId, memberId));
  return Number(row?.n ?? 0);
}

const optionsError = (code: string, message: string) => new AppError(400, code, message, "options");

/**
 * Adds a product's options to the member's cart. A product already there is merged into its item: the quantities
 * of the same option add up (to 99) and the options take the currency just shopped in. The unique (member,
 * product) index with ON CONFLICT makes two concurrent adds of one product land in one item.
 */
export async function addToCart(
  db: Db,
  memberId: number,
  body: AddCartBody,
  now: Date,
): Promise<{ itemId: number; created: boolean }> {
  // The same option twice in one body counts once, quantities summed; the last currency wins.
  const wanted = new Map<number, { quantity: number; currency: Currency }>();
  for (const option of body.options) {
    const before = wanted.get(option.product_option_id)?.quantity ?? 0;
    wanted.set(option.product_option_id, {
      quantity: Math.min(before + option.quantity, MAX_OPTION_QUANTITY),
      currency: option.currency,
    });
  }
  const ids = [...wanted.keys()];
  // The product and the asked-for options (whatever product they belong to) in one read.
  const found = await db
    .select({ salesStart: products.salesStart, option: productOptions })
    .from(products)
    .leftJoin(productOptions, inArray(productOptions.id, ids))
    .where(eq(products.id, body.product_id));
  if (found.length === 0) throw new AppError(404, "NOT_FOUND", CATALOG_MESSAGES.productNotFound, "product_id");
  const firstDay = firstBookableDay(now, found[0]?.salesStart);
  for (const id of ids) {
    const option = found.find((row) => row.option?.id === id)?.option;
    if (!option || option.productId !== body.product_id) {
      throw optionsError("OPTION_NOT_IN_PRODUCT", CART_MESSAGES.optionNotInProduct);
    }
    if (!optionOpen(option, firstDay)) throw optionsError("OPTION_NOT_BOOKABLE", CART_MESSAGES.optionNotBookable);
  }
  const currencies = new Set([...wanted.values()].map((option) => option.currency));
  const single = currencies.size === 1 ? [...currencies][0] : undefined;
  const values = sql.join(
    [...wanted].map(([id, option]) => sql`(${id}::int, ${option.quantity}::int, ${option.currency}::text)`),
    sql`, `,
  );
  const stamp = now.toISOString();
  // One statement, so one atomic step without a transaction around it: the item (ON CONFLICT on the unique
  // member+product index makes concurrent adds meet in one row; xmax is 0 only on a freshly inserted row), the
  // item's other options switched to the currency shopped in now, and the asked-for options added or summed.
  const result = await db.execute(sql`
    with item as (
      insert into cart_items (member_id, product_id, created_at, updated_at)
      values (${memberId}, ${body.product_id}, ${stamp}::timestamptz, ${stamp}::timestamptz)
      on conflict (member_id, product_id) do update set updated_at = excluded.updated_at
      returning id, (xmax::text = '0') as created
    ),
    recurrency as (
      update cart_item_options set currency = ${single ?? null}::text
      where ${single === undefined ? sql`false` : sql`true`}
        and cart_item_id = (select id from item)
        and not (select created from item)
        and product_option_id <> all(${sql`array[${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )}]`})
      returning id
    ),
    lines as (
      insert into cart_item_options (cart_item_id, product_option_id, quantity, currency)
      select item.id, wanted.option_id, wanted.quantity, wanted.currency
      from item, (values ${values}) as wanted (option_id, quantity, currency)
      on conflict (cart_item_id, product_option_id) do update
        set quantity = least(cart_item_options.quantity + excluded.quantity, ${sql.raw(String(MAX_OPTION_QUANTITY))}),
          currency = excluded.currency
      returning id
    )
    select id, created, (select count(*) from lines)::int as lines, (select count(*) from recurrency)::int as switched
    from item`);
  const [item] = rowsOf<{ id: number; created: boolean }>(result);
  if (!item) throw new Error("cart: the item was neither inserted nor updated");
  return { itemId: item.id, created: Boolean(item.created) };
}

/** Removes one of the member's items; another member's item is as missing as one that never was. */
export async function deleteCartItem(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.memberId, memberId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}
