import { type CartItem, MAX_OPTION_QUANTITY } from "@contracts/cart";
import type { Currency } from "@contracts/money";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { firstBookableDay } from "../catalog/days";
import { firstBookableDaySql, optionOpenSql } from "../catalog/option-open";
import { type Settled, settle } from "./coalesce";
import { type CartRow, cartItemsOf, cartRowsSql } from "./items";
import { rowsOf } from "../../platform/db/query-text";

/** One add, its body already folded: each option once, the last currency kept; the travellers set the quantities. */
export type CartAdd = {
  memberId: number;
  productId: number;
  wanted: Map<number, { quantity: number; currency: Currency }>;
  /** The trip chosen with the options: it replaces the item's trip, and its travellers set each quantity. */
  trip: { departureDate: string; departureTime: string; travelers: number; luggage: number };
  now: Date;
};
/** The item as the add left it (in English, as the cart shows it), and whether the add made it. */
export type AddResult = { item: CartItem; created: boolean };
/** Throws the add's own error (unknown product, option not in it or not open); resolves when it may be written. */
export type AddCheck = (db: Db, add: CartAdd) => Promise<void>;

/**
 * Writes adds of distinct (member, product) pairs in one statement, so one atomic step without a transaction
 * around it. Per add: the product and its options are checked (an add that fails, or names an unknown product,
 * writes nothing and comes back undefined), the item is inserted or touched (ON CONFLICT on the unique
 * member+product index makes concurrent adds meet in one row; xmax is 0 only on a freshly inserted row), the
 * item takes the trip just chosen, its other options go, and the asked-for options are set to what the travellers
 * book (one per traveller, or one per group of up to the option's group size). The statement answers each
 * written item as the cart reads it once the statement is done (its trip, and its options: exactly the ones just
 * set), so the answer to an add needs no second read.
 * Rows go in (member, product) order so two processes' batches lock items in the same order on PostgreSQL.
 */
async function writeRound(db: Db, adds: CartAdd[]): Promise<(AddResult | undefined)[]> {
  const lines = adds.flatMap((add, req) => [...add.wanted].map(([optionId, line]) => ({ req, optionId, ...line })));
  // The batch goes in as a few arrays (one per column), so the statement's text is the same whatever its size.
  const column = <T>(rows: T[], pick: (row: T, index: number) => unknown) => sql.param(rows.map(pick));
  const result = await db.execute(sql`
    with req as (
      select * from unnest(
        ${column(adds, (_, req) => req)}::int[],
        ${column(adds, (add) => add.memberId)}::int[],
        ${column(adds, (add) => add.productId)}::int[],
        ${column(adds, (add) => add.now.toISOString())}::timestamptz[],
        ${column(adds, (add) => firstBookableDay(add.now))}::date[],
        ${column(adds, (add) => add.trip.departureDate)}::date[],
        ${column(adds, (add) => add.trip.departureTime)}::text[],
        ${column(adds, (add) => add.trip.travelers)}::int[],
        ${column(adds, (add) => add.trip.luggage)}::int[]
      ) as r (req, member_id, product_id, stamp, first_day, departure_date, departure_time, travelers, luggage)
    ),
    wanted as (
      select * from unnest(
        ${column(lines, (line) => line.req)}::int[],
        ${column(lines, (line) => line.optionId)}::int[],
        ${column(lines, (line) => line.quantity)}::int[],
        ${column(lines, (line) => line.currency)}::text[]
      ) as w (req, option_id, quantity, currency)
    ),
    valid as (
      select r.* from req r join products p on p.id = r.product_id and p.channel = 'shop'
      where not exists (
        select 1 from wanted w left join product_options o on o.id = w.option_id
        where w.req = r.req and (o.id is null or o.product_id <> p.id
          or not ${optionOpenSql("o", firstBookableDaySql(sql`r.first_day`, sql`p.sales_start`))}
          or not (o.departure_times ? r.departure_time)))
    ),
    item as (
      insert into cart_items (member_id, product_id, departure_date, departure_time, travelers, luggage,
        created_at, updated_at)
      select member_id, product_id, departure_date, departure_time, travelers, luggage, stamp, stamp
      from valid order by member_id, product_id
      on conflict (member_id, product_id) do update set updated_at = excluded.updated_at,
        departure_date = excluded.departure_date, departure_time = excluded.departure_time,
        travelers = excluded.travelers, luggage = excluded.luggage
      returning *, (xmax::text = '0') as created
    ),
    item_req as (
      select v.req, i.* from item i join valid v using (member_id, product_id)
    ),
    dropped as (
      delete from cart_item_options l using item_req ir
      where not ir.created and l.cart_item_id = ir.id
        and not exists (select 1 from wanted w where w.req = ir.req and w.option_id = l.product_option_id)
    ),
    added as (
      insert into cart_item_options (cart_item_id, product_option_id, quantity, currency)
      select ir.id, w.option_id,
        least(greatest(case when o.pricing = 'per_group'
          then ceil(ir.travelers::numeric / greatest(o.group_size, 1))::int else ir.travelers end, 1),
          ${MAX_OPTION_QUANTITY}::int),
        w.currency
      from item_req ir join wanted w on w.req = ir.req join product_options o on o.id = w.option_id
      order by ir.id, w.option_id
      on conflict (cart_item_id, product_option_id) do update
        set quantity = excluded.quantity, currency = excluded.currency
      returning *
    )
    ${cartRowsSql("en", { items: sql`item_req`, lines: sql`added`, extra: sql`c.req, c.created` }, sql`true`)}`);
  const rows = rowsOf<CartRow & { req: number; created: boolean }>(result);
  const items = cartItemsOf(rows);
  const written: (AddResult | undefined)[] = adds.map(() => undefined);
  for (const row of rows) {
    const item = items.get(row.id);
    if (item) written[Number(row.req)] ??= { item, created: Boolean(row.created) };
  }
  return written;
}

/** One add by itself: checked first, so a refused add answers its own error. */
async function writeAlone(db: Db, add: CartAdd, check: AddCheck): Promise<AddResult> {
  // Capacity may change between the check and the write; a few tries settle it either way.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await check(db, add);
    const [done] = await writeRound(db, [add]);
    if (done) return done;
  }
  throw new Error("cart: the add kept passing its check and failing its write");
}

/**
 * Writes a batch of adds in arrival order. Adds to one (member, product) pair go in successive rounds (a statement
 * may touch a row once), so their order, their `created` flags and their quantities come out as if sent one by
 * one. An add the statement refused is tried alone, which answers its own error; a statement that failed as a
 * whole is retried add by add, so one bad add cannot fail the others.
 */
export async function writeAdds(db: Db, adds: CartAdd[], check: AddCheck): Promise<Settled<AddResult>[]> {
  const rounds: number[][] = [];
  const seen = new Map<string, number>();
  adds.forEach((add, index) => {
    const key = `${add.memberId}:${add.productId}`;
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    (rounds[round] ??= []).push(index);
  });
  const results: Settled<AddResult>[] = adds.map(() => ({ ok: false, error: new Error("cart: add not written") }));
  for (const round of rounds) {
    const batch = round.map((index) => adds[index] as CartAdd);
    const written = await writeRound(db, batch).catch(() => undefined);
    for (const [position, index] of round.entries()) {
      const done = written?.[position];
      results[index] = done
        ? { ok: true, value: done }
        : await settle(() => writeAlone(db, batch[position] as CartAdd, check));
    }
  }
  return results;
}
