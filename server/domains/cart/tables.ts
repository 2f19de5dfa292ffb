import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { calendarDay, CURRENCY_SQL, id, ownedBy, timestamps } from "../../platform/db/columns";

export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    memberId: ownedBy("member_id", () => accounts.id),
    productId: ownedBy("product_id", () => products.id),
    /** The trip chosen with the options; null on items added before the cart kept it. */
    departureDate: calendarDay("departure_date"),
    departureTime: text("departure_time"),
    travelers: integer("travelers"),
    luggage: integer("luggage"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("cart_items_member_product_uq").on(t.memberId, t.productId)],
);

export const cartItemOptions = pgTable(
  "cart_item_options",
  {
    id: id(),
    cartItemId: ownedBy("cart_item_id", () => cartItems.id),
    productOptionId: ownedBy("product_option_id", () => productOptions.id),
    quantity: integer("quantity").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
  },
  (t) => [
    check("cart_item_options_quantity_check", sql`${t.quantity} between 1 and 99`),
    check("cart_item_options_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    uniqueIndex("cart_item_options_uq").on(t.cartItemId, t.productOptionId),
  ],
);
