import { sql } from "drizzle-orm";
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, CURRENCY_SQL, ownedBy } from "../../platform/db/columns";
import { PAYMENT_METHODS, reservations } from "../reservations/tables";

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    provider: text("provider", { enum: ["local", "toss", "paypal", "bank"] }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The provider's key (Toss paymentKey); a deposit recorded by an operator gets a generated one. */
    paymentKey: text("payment_key").notNull().unique(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    status: text("status", { enum: ["done", "refunded"] })
      .notNull()
      .default("done"),
    /** What the provider answered, kept for support. */
    raw: jsonb("raw").$type<Record<string, unknown>>(),
    approvedAt: timestamp("approved_at", { withTimezone: true }).notNull(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    // One payment per order: a second confirm for the same order finds this row instead of charging again.
    uniqueIndex("payments_reservation_uq").on(t.reservationId),
  ],
);
