import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, CURRENCY_SQL, id, instant, ownedBy } from "../../platform/db/columns";
import { accounts } from "../auth/tables";
import { PAYMENT_METHODS, reservations } from "../reservations/tables";

export const payments = pgTable(
  "payments",
  {
    id: id(),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    provider: text("provider", { enum: ["local", "toss", "paypal", "bank", "pass"] }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The provider's key (Toss paymentKey); a deposit recorded by an operator gets a generated one. */
    paymentKey: text("payment_key").notNull().unique(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    /** `refunded` once all of it went back; a part given back (one pass of a group order) keeps it `done`. */
    status: text("status", { enum: ["done", "refunded"] })
      .notNull()
      .default("done"),
    /** What has gone back so far, in minor units: the sum of its refunds (`payment_refunds`). */
    refundedMinor: integer("refunded_minor").notNull().default(0),
    /** What the provider answered, kept for support. */
    raw: jsonb("raw").$type<Record<string, unknown>>(),
    approvedAt: instant("approved_at").notNull(),
    refundedAt: instant("refunded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("payments_currency_check", sql`${t.currency} in (${CURRENCY_SQL})`),
    // One payment per order: a second confirm for the same order finds this row instead of charging again.
    uniqueIndex("payments_reservation_uq").on(t.reservationId),
    check("payments_refunded_check", sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
  ],
);

/**
 * Each time money went back: the whole payment (a cancellation) or a part of it (one traveller's pass). `key` names
 * what was refunded, so the same refund cannot be written twice. A provider's refund is made when written; a bank
 * deposit's is owed until the operators mark it returned (`returned_at`).
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    paymentId: ownedBy("payment_id", () => payments.id),
    key: text("key").notNull().unique(),
    amountMinor: integer("amount_minor").notNull(),
    reason: text("reason").notNull(),
    /** When the money went back: at once through a provider; null while a bank deposit is still to be returned. */
    returnedAt: instant("returned_at"),
    /** The operator who marked a bank deposit's refund returned (null for a provider's, and while owed). */
    returnedBy: integer("returned_by").references(() => accounts.id, { onDelete: "set null" }),
    /** The operator's note on the return (the transfer's reference, say); null when none was written. */
    note: text("note"),
    raw: jsonb("raw").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId),
    check("payment_refunds_amount_check", sql`${t.amountMinor} > 0`),
  ],
);
