import { PASS_MAX_HOLDERS, type PassScanAnswer } from "@contracts/passes";
import type { PassType } from "@contracts/pass-rules";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { productOptions, products } from "../catalog/tables";
import { reservations } from "../reservations/tables";
import { calendarDay, createdAt, id, instant, ownedBy, refersTo } from "../../platform/db/columns";
import { passVenues } from "./venue-table";

// The visitor pass (ADR 0030). A pass product is a product of the `pass` channel and each of its options a pass
// type; an order is the shop's reservation, one traveller per pass; the passes are issued when it is paid, one per
// traveller, each keeping a copy of its type. Every venue scan is logged, refused ones too.

export { passVenues };

/** What makes a product option a pass type: how long a pass of it lasts, and a dated option's first day. */
export const passOptions = pgTable("pass_options", {
  optionId: ownedBy("option_id", () => productOptions.id).primaryKey(),
  type: jsonb("type").$type<PassType>().notNull(),
  /** A Korean calendar day: no pass of this option is valid before it (a season's pass sold ahead). */
  validFrom: calendarDay("valid_from"),
});

/** A pass order's holders (one name per traveller, in order) and the language it was made in. */
export const passOrders = pgTable(
  "pass_orders",
  {
    reservationId: ownedBy("reservation_id", () => reservations.id).primaryKey(),
    holders: jsonb("holders").$type<string[]>().notNull(),
    lang: text("lang", { enum: ["en", "ko"] }).notNull(),
  },
  (t) => [
    check(
      "pass_orders_holders_check",
      sql`jsonb_array_length(${t.holders}) between 1 and ${sql.raw(String(PASS_MAX_HOLDERS))}`,
    ),
  ],
);

/**
 * One traveller's pass. Traveller n of a reservation has at most one (the unique index makes issuing idempotent);
 * its type and name are copies, so editing the option later changes no pass sold. `uses` counts valid scans.
 */
export const passes = pgTable(
  "passes",
  {
    id: id(),
    reservationId: ownedBy("reservation_id", () => reservations.id),
    traveler: integer("traveler").notNull(),
    memberId: integer("member_id").references(() => accounts.id, { onDelete: "set null" }),
    holderName: text("holder_name").notNull(),
    typeName: text("type_name").notNull(),
    typeNameKo: text("type_name_ko").notNull(),
    type: jsonb("type").$type<PassType>().notNull(),
    validFrom: calendarDay("valid_from"),
    /** The payment's moment: the use-by and refund windows count from it. */
    purchasedAt: instant("purchased_at").notNull(),
    activatedAt: instant("activated_at"),
    uses: integer("uses").notNull().default(0),
    refundedAt: instant("refunded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("passes_traveler_uq").on(t.reservationId, t.traveler),
    index("passes_member_idx").on(t.memberId, t.purchasedAt),
    check("passes_traveler_check", sql`${t.traveler} >= 1`),
    check("passes_uses_check", sql`${t.uses} >= 0`),
    check("passes_activation_check", sql`${t.uses} = 0 or ${t.activatedAt} is not null`),
  ],
);

export const PASS_SCAN_RESULTS = [
  "valid",
  "already_used",
  "no_uses_left",
  "expired",
  "not_yet_valid",
  "invalid",
] as const;

/**
 * Every scan a venue made, refused ones too (an unknown token has no pass). `nonce` is the scan's one-time id: the
 * same scan sent twice finds its row and answers as the first time.
 */
export const passScans = pgTable(
  "pass_scans",
  {
    id: id(),
    passId: integer("pass_id").references(() => passes.id, { onDelete: "cascade" }),
    venueId: refersTo("venue_id", () => passVenues.id),
    /** Who scanned: a partner's staff or an operator. */
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    device: text("device").notNull(),
    nonce: text("nonce").notNull().unique(),
    result: text("result", { enum: PASS_SCAN_RESULTS }).notNull(),
    /** Why a refusal: `refunded`/`unknown` for invalid, `timeRanOut`/`usedUp`/`neverActivated` for expired. */
    reason: text("reason"),
    /** What the scanner was told, kept so the same scan sent again is answered exactly as the first time. */
    answer: jsonb("answer").$type<PassScanAnswer>().notNull(),
    scannedAt: instant("scanned_at").notNull(),
  },
  (t) => [
    index("pass_scans_pass_idx").on(t.passId, t.scannedAt),
    index("pass_scans_venue_idx").on(t.venueId, t.scannedAt),
    check(
      "pass_scans_result_check",
      sql`${t.result} in ('valid', 'already_used', 'no_uses_left', 'expired', 'not_yet_valid', 'invalid')`,
    ),
  ],
);

/**
 * A partner product (ADR 0030, "QR pass" as a payment method): a shop product visited at a partner venue, which a
 * pass holder may pay for with the pass (`qr_pass`). A product is at most one venue's.
 */
export const passPartnerProducts = pgTable(
  "pass_partner_products",
  {
    productId: ownedBy("product_id", () => products.id).primaryKey(),
    venueId: ownedBy("venue_id", () => passVenues.id),
  },
  (t) => [index("pass_partner_products_venue_idx").on(t.venueId)],
);

/**
 * Who pays a `qr_pass` order: one row per traveller naming the pass that pays for them (one pass, one person), the
 * venue where it is shown and the order's day there (copied, so the "one order per pass, venue and day" rule is one
 * index lookup). `scan_id` is the venue's valid scan that settled the traveller; the last one confirms the order.
 */
export const passPayers = pgTable(
  "pass_payers",
  {
    reservationId: ownedBy("reservation_id", () => reservations.id),
    traveler: integer("traveler").notNull(),
    passId: ownedBy("pass_id", () => passes.id),
    venueId: refersTo("venue_id", () => passVenues.id),
    day: calendarDay("day").notNull(),
    /** What this traveller owes at the counter, in the order's currency's minor units (0 for free entry). */
    amountMinor: integer("amount_minor").notNull(),
    scanId: integer("scan_id").references(() => passScans.id, { onDelete: "set null" }),
    settledAt: instant("settled_at"),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.traveler] }),
    uniqueIndex("pass_payers_pass_uq").on(t.reservationId, t.passId),
    index("pass_payers_pass_day_idx").on(t.passId, t.venueId, t.day),
    check("pass_payers_traveler_check", sql`${t.traveler} >= 1`),
    check("pass_payers_amount_check", sql`${t.amountMinor} >= 0`),
  ],
);
