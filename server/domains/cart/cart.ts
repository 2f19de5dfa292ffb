import { CART_MESSAGES, type AddCartBody, type CartItem, MAX_OPTION_QUANTITY } from "@contracts/cart";
import { CATALOG_MESSAGES } from "@contracts/catalog";
import type { Currency } from "@contracts/money";
import { RESERVATION_MESSAGES } from "@contracts/reservations";
import type { Lang } from "@contracts/settings";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { cartItems } from "./tables";
import { productOptions, products } from "../catalog/tables";
import { AppError } from "../../platform/http/errors";
import { firstBookableDay } from "../catalog/days";
import { optionOpen } from "../catalog/option-open";
import { type AddResult, type CartAdd, writeAdds } from "./add-batch";
import { createCoalescer } from "./coalesce";
import { type CartRow, cartItemsOf, cartRowsSql } from "./items";
import { rowsOf } from "../../platform/db/query-text";

export const cartItemNotFound = () => new AppError(404, "NOT_FOUND", CART_MESSAGES.itemNotFound);

/** Cart items (alias `c`, picked by `where`) with their lines, newest first (see cartRowsSql). */
async function selectItems(db: Db, lang: Lang, where: SQL, currency?: Currency): Promise<CartItem[]> {
  const result = await db.execute(cartRowsSql(lang, { items: sql`cart_items`, lines: sql`cart_item_options` }, where));
  return [...cartItemsOf(rowsOf<CartRow>(result), currency).values()];
}

/** The member's cart items, newest first, each option priced in `currency` or in the cart option's currency. */
export async function listCart(
  db: Db,
  memberId: number,
  options: { lang: Lang; currency?: Currency },
): Promise<CartItem[]> {
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
export function addToCart(db: Db, memberId: number, body: AddCartBody, now: Date): Promise<AddResult> {
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
