import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { calendarDay, CURRENCY_SQL, id, instant, ownedBy, refersTo, timestamps } from "../../platform/db/columns";
import { reservations } from "../reservations/tables";

/** An operator's offer to one member: dated options at quoted prices, valid until a day. */
export const quotations = pgTable(
  "quotations",
  {
    id: id(),
    number: text("number").notNull().unique(),
    memberId: ownedBy("member_id", () => accounts.id),
    title: text("title").notNull(),
    message: text("message").notNull().default(""),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    /** The trip the quotation prices; the member adds the travellers' details on acceptance. */
    departureDate: calendarDay("departure_date").notNull(),
    departureTime: text("departure_time").notNull(),
    travelers: integer("travelers").notNull(),
    luggage: integer("luggage").notNull().default(0),
    totalMinor: integer("total_minor").notNull(),
    /** The last Korean calendar day on which the member may accept. */
    validUntil: calendarDay("valid_until").notNull(),
    status: text("status", { enum: ["sent", "accepted", "declined", "changes_requested", "withdrawn"] })
      .notNull()
      .default("sent"),
    memberComment: text("member_comment").notNull().default(""),
    respondedAt: instant("responded_at"),
    /** Set when accepted: the reservation the member pays through the shop's payment flow. */
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    /** Bumped on each operator revision, so a response answers the version the member saw. */
    revision: integer("revision").notNull().default(1),
    createdBy: integer("created_by").references(() => accounts.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check(
      "quotations_status_check",
      sql`${t.status} in ('sent', 'accepted', 'declined', 'changes_requested', 'withdrawn')`,
    ),
    check("quotations_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    check("quotations_travelers_check", sql`${t.travelers} >= 2`),
    check("quotations_total_check", sql`${t.totalMinor} >= 0`),
    check("quotations_accepted_check", sql`(${t.status} = 'accepted') = (${t.reservationId} is not null)`),
    index("quotations_member_idx").on(t.memberId, t.createdAt),
  ],
);

export const quotationItems = pgTable(
  "quotation_items",
  {
    id: id(),
    quotationId: ownedBy("quotation_id", () => quotations.id),
    productId: refersTo("product_id", () => products.id),
    productOptionId: refersTo("product_option_id", () => productOptions.id),
    quantity: integer("quantity").notNull(),
    /** The quoted price per unit in the quotation's currency. */
    unitPriceMinor: integer("unit_price_minor").notNull(),
  },
  (t) => [
    check("quotation_items_quantity_check", sql`${t.quantity} between 1 and 99`),
    check("quotation_items_price_check", sql`${t.unitPriceMinor} >= 0`),
    index("quotation_items_quotation_idx").on(t.quotationId),
  ],
);
