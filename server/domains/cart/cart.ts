import { CART_MESSAGES, type AddCartBody, type CartItem, MAX_OPTION_QUANTITY } from "@contracts/cart";
import { CATALOG_MESSAGES } from "@contracts/catalog";
import { convertMoney, type Currency, DEFAULT_RATES, fromMinor } from "@contracts/money";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import { EXCHANGE_RATE_META_KEY } from "@contracts/settings";
import type { Lang } from "@contracts/settings";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { cartItems } from "./tables";
import { productOptions, products } from "../catalog/tables";
import { AppError } from "../../platform/http/errors";
import { firstBookableDay } from "../catalog/days";
import { optionOpen } from "../catalog/option-open";
import { type AddResult, type CartAdd, writeAdds } from "./add-batch";
import { createCoalescer, type Settled } from "./coalesce";
import { rowsOf } from "../../platform/db/query-text";

export const cartItemNotFound = () => new AppError(404, "NOT_FOUND", CART_MESSAGES.itemNotFound);

type CartRow = {
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
 * Cart items with their lines and the meta rates in one query, newest first, each option priced in the cart
 * option's currency; `where` picks the items (alias `c`).
 */
async function selectItems(db: Db, lang: Lang, where: SQL, currency?: Currency): Promise<CartItem[]> {
  const ko = lang === "ko";
  const result = await db.execute(sql`
    select c.id, c.member_id, c.product_id, c.created_at, ${ko ? sql`p.name_ko` : sql`p.name_en`} as name,
      p.images->>0 as thumbnail, p.kind,
      c.departure_date::text as departure_date, c.departure_time, c.travelers, c.luggage, o.pricing, o.group_size,
      o.departure_times,
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
    where ${where}
    order by c.created_at desc, c.id desc, o.sort_order asc, o.id asc`);
  const items = new Map<number, CartItem>();
  for (const row of rowsOf<CartRow>(result)) {
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
  return [...items.values()];
}

type ItemLookup = { memberId: number; itemId: number; lang: Lang };

/** Single-item reads (the answer to every add) made at the same time share one query per language. */
async function loadItems(db: Db, lookups: ItemLookup[]): Promise<Settled<CartItem | undefined>[]> {
  const found = new Map<string, CartItem>();
  const key = (memberId: number, itemId: number, lang: Lang) => `${lang}:${memberId}:${itemId}`;
  for (const lang of new Set(lookups.map((lookup) => lookup.lang))) {
    const asked = lookups.filter((lookup) => lookup.lang === lang);
    const members = sql.param(asked.map((lookup) => lookup.memberId));
    const ids = sql.param(asked.map((lookup) => lookup.itemId));
    const where = sql`(c.member_id, c.id) in (select * from unnest(${members}::int[], ${ids}::int[]))`;
    for (const item of await selectItems(db, lang, where)) found.set(key(item.member_id, item.id, lang), item);
  }
  return lookups.map((lookup) => ({ ok: true, value: found.get(key(lookup.memberId, lookup.itemId, lookup.lang)) }));
}

const itemLoaders = new WeakMap<Db, (lookup: ItemLookup) => Promise<CartItem | undefined>>();
const MAX_LOOKUPS = 100;

function loadItem(db: Db, lookup: ItemLookup): Promise<CartItem | undefined> {
  let load = itemLoaders.get(db);
  if (!load) {
    load = createCoalescer((lookups: ItemLookup[]) => loadItems(db, lookups), { maxBatch: MAX_LOOKUPS });
    itemLoaders.set(db, load);
  }
  return load(lookup);
}

/** The member's cart items (all, or one), newest first, each option priced in the cart option's currency. */
export async function listCart(
  db: Db,
  memberId: number,
  options: { lang: Lang; itemId?: number; currency?: Currency },
): Promise<CartItem[]> {
  if (options.itemId !== undefined) {
    const item = await loadItem(db, { memberId, itemId: options.itemId, lang: options.lang });
    return item ? [item] : [];
  }
  return selectItems(db, options.lang, sql`c.member_id = ${memberId}`, options.currency);
}

export async function cartCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.memberId, memberId));
  return Number(row?.n ?? 0);
}

const optionsError = (code: string, message: string) => new AppError(400, code, message, "options");

const addQueues = new WeakMap<Db, (add: CartAdd) => Promise<AddResult>>();
/** Bounds one statement's size; the rest waits for the next. */
const MAX_ADDS = 64;

/**
 * Adds a product's options and trip to the member's cart. A product already there is replaced by this choice (one
 * trip per product, ADR 0013): its trip and options become the ones just sent, each option's quantity what the
 * travellers book (`bookedUnits`), so a second add never silently raises a quantity. The unique (member, product)
 * index with ON CONFLICT makes two concurrent adds of one product land in one item. Adds made at the same time are
 * written together (see add-batch.ts); each still gets its own answer or its own error.
 */
export function addToCart(
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
  let queue = addQueues.get(db);
  if (!queue) {
    queue = createCoalescer((adds: CartAdd[]) => writeAdds(db, adds, checkAdd), { maxBatch: MAX_ADDS });
    addQueues.set(db, queue);
  }
  const trip = {
    departureDate: body.departure_date,
    departureTime: body.departure_time,
    travelers: body.travelers,
    luggage: body.luggage,
  };
  return queue({ memberId, productId: body.product_id, wanted, trip, now });
}

/** Throws the error the add deserves, if any: an unknown product (404), or an option not in it or not open (400). */
async function checkAdd(db: Db, add: CartAdd): Promise<void> {
  const ids = [...add.wanted.keys()];
  // The product and the asked-for options (whatever product they belong to) in one read.
  const found = await db
    .select({ salesStart: products.salesStart, option: productOptions })
    .from(products)
    .leftJoin(productOptions, inArray(productOptions.id, ids))
    .where(and(eq(products.id, add.productId), eq(products.channel, "shop")));
  if (found.length === 0) throw new AppError(404, "NOT_FOUND", CATALOG_MESSAGES.productNotFound, "product_id");
  const firstDay = firstBookableDay(add.now, found[0]?.salesStart);
  for (const id of ids) {
    const option = found.find((row) => row.option?.id === id)?.option;
    if (!option || option.productId !== add.productId) {
      throw optionsError("OPTION_NOT_IN_PRODUCT", CART_MESSAGES.optionNotInProduct);
    }
    if (!optionOpen(option, firstDay)) throw optionsError("OPTION_NOT_BOOKABLE", CART_MESSAGES.optionNotBookable);
    if (!option.departureTimes.includes(add.trip.departureTime)) {
      throw new AppError(
        400,
        "DEPARTURE_TIME_NOT_OFFERED",
        RESERVATION_MESSAGES.departureTimeNotOffered,
        "departure_time",
      );
    }
  }
}

/** Removes one of the member's items; another member's item is as missing as one that never was. */
export async function deleteCartItem(db: Db, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.memberId, memberId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}
