import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { calendarDay, CURRENCY_SQL, id, instant, ownedBy, refersTo, timestamps } from "../../platform/db/columns";
import { coupons } from "../members/tables";

export const RESERVATION_STATUS = [
  "waiting",
  "pending",
  "requested",
  "confirmed",
  "cancel_requested",
  "cancelled",
] as const;

export const PAYMENT_METHODS = ["card", "bank_transfer", "qr_pass", "toss", "paypal"] as const;

export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    number: text("number").notNull().unique(),
    /** The order id the payment providers see. */
    orderId: text("order_id").notNull().unique(),
    /** The member who booked; null for a summit guest who booked with an e-mail only (ADR 0027). */
    memberId: integer("member_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** A guest's e-mail (lower case): with the number it finds the reservation again. */
    guestEmail: text("guest_email"),
    /** The site that sold it: payment returns and mails follow it. */
    channel: text("channel", { enum: ["shop", "summit", "pass"] })
      .notNull()
      .default("shop"),
    /** A form's one-time id: a double submit finds the first reservation instead of making a second. */
    requestId: text("request_id"),
    status: text("status", { enum: RESERVATION_STATUS }).notNull(),
    cancelReason: text("cancel_reason", { enum: ["member", "operator", "deposit_expired", "payment_expired"] }),
    cancelNote: text("cancel_note").notNull().default(""),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    /** The rates in force when the order was made (jsonb `{ krw_to_usd, usd_to_krw }`). */
    rates: jsonb("rates").$type<{ krw_to_usd: number; usd_to_krw: number }>().notNull(),
    departureDate: calendarDay("departure_date").notNull(),
    departureTime: text("departure_time").notNull(),
    travelers: integer("travelers").notNull(),
    luggage: integer("luggage").notNull(),
    representativeName: text("representative_name").notNull(),
    contact: text("contact").notNull(),
    passportNumber: text("passport_number").notNull(),
    nationality: text("nationality").notNull(),
    arrivalFlightNumber: text("arrival_flight_number").notNull().default(""),
    departureAddress: text("departure_address").notNull(),
    destinationAddress: text("destination_address").notNull(),
    sameAsRepresentative: boolean("same_as_representative").notNull(),
    paymentMethod: text("payment_method", { enum: PAYMENT_METHODS }).notNull(),
    accountHolder: text("account_holder").notNull().default(""),
    bank: text("bank"),
    subtotalMinor: integer("subtotal_minor").notNull(),
    luggageFeeMinor: integer("luggage_fee_minor").notNull(),
    couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
    couponName: text("coupon_name"),
    couponDiscountMinor: integer("coupon_discount_minor").notNull().default(0),
    pointsUsed: integer("points_used").notNull().default(0),
    pointsValueMinor: integer("points_value_minor").notNull().default(0),
    totalMinor: integer("total_minor").notNull(),
    depositDueAt: instant("deposit_due_at"),
    paymentDueAt: instant("payment_due_at"),
    paidAt: instant("paid_at"),
    confirmedAt: instant("confirmed_at"),
    cancelRequestedAt: instant("cancel_requested_at"),
    cancelledAt: instant("cancelled_at"),
    ...timestamps(),
  },
  (t) => [
    check(
      "reservations_status_check",
      sql`${t.status} in ('waiting', 'pending', 'requested', 'confirmed', 'cancel_requested', 'cancelled')`,
    ),
    check("reservations_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    // a pass is one person's, so a pass order may be one traveller's (ADR 0030); a trip takes two at least
    check("reservations_travelers_check", sql`${t.travelers} >= 2 or (${t.channel} = 'pass' and ${t.travelers} >= 1)`),
    check("reservations_owner_check", sql`${t.memberId} is not null or ${t.guestEmail} is not null`),
    check("reservations_channel_check", sql`${t.channel} in ('shop', 'summit', 'pass')`),
    uniqueIndex("reservations_guest_request_uq")
      .on(t.guestEmail, t.requestId)
      .where(sql`${t.memberId} is null and ${t.requestId} is not null`),
    check("reservations_total_check", sql`${t.totalMinor} >= 0`),
    uniqueIndex("reservations_member_request_uq")
      .on(t.memberId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index("reservations_member_idx").on(t.memberId, t.createdAt),
    index("reservations_status_due_idx").on(t.status, t.depositDueAt, t.paymentDueAt),
  ],
);

export const reservationItems = pgTable(
  "reservation_items",
  {
    id: id(),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    productId: refersTo("product_id", () => products.id),
    productOptionId: refersTo("product_option_id", () => productOptions.id),
    /** Names and dates as they were when booked; the catalogue may change later. */
    productNameEn: text("product_name_en").notNull(),
    productNameKo: text("product_name_ko").notNull(),
    optionNameEn: text("option_name_en").notNull(),
    optionNameKo: text("option_name_ko").notNull(),
    optionStartDate: calendarDay("option_start_date").notNull(),
    optionEndDate: calendarDay("option_end_date").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
  },
  (t) => [index("reservation_items_reservation_idx").on(t.reservationId)],
);

/**
 * Every state a reservation has been in, in order (ADR 0034): written by a trigger on `reservations` (migration
 * 0024), so no path that changes a status (the member, a payment, an expiry, an operator) can forget it. An
 * operator's change names them (`app.actor_id`, set by `asActor`); anything else has no actor.
 */
export const reservationHistory = pgTable(
  "reservation_history",
  {
    id: id(),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    /** Null for the first entry, the reservation made. */
    fromStatus: text("from_status", { enum: RESERVATION_STATUS }),
    toStatus: text("to_status", { enum: RESERVATION_STATUS }).notNull(),
    at: instant("at").notNull().defaultNow(),
    actorId: integer("actor_id").references(() => accounts.id, { onDelete: "set null" }),
  },
  (t) => [index("reservation_history_reservation_idx").on(t.reservationId, t.id)],
);
