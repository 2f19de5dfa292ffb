import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { createdAt, id, instant, ownedBy } from "../../platform/db/columns";

/** A member's points as a ledger: the balance is the sum of the amounts. */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: id(),
    accountId: ownedBy("account_id", () => accounts.id),
    kind: text("kind", { enum: ["earn", "use", "expire", "refund", "adjust"] }).notNull(),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    /** The reason on Korean pages; empty for rows written before it existed (the English one is shown then). */
    reasonKo: text("reason_ko").notNull().default(""),
    /**
     * The operators' account that wrote the row (a grant, a take-back, an approved request's reward): the
     * transaction's `app.actor_id`, which `asActor` sets, so no writer can forget it. Null for the member's own
     * earnings and uses, payments and jobs (and once the account is gone).
     */
    grantedBy: integer("granted_by")
      .references(() => accounts.id, { onDelete: "set null" })
      .default(sql`nullif(current_setting('app.actor_id', true), '')::integer`),
    expiresAt: instant("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("point_ledger_kind_check", sql`${t.kind} in ('earn', 'use', 'expire', 'refund', 'adjust')`),
    index("point_ledger_account_idx").on(t.accountId, t.createdAt),
  ],
);

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    memberId: ownedBy("member_id", () => accounts.id),
    code: text("code").notNull().unique(),
    name: text("name").notNull(),
    /** The name on Korean pages; empty for coupons made before it existed (the English one is shown then). */
    nameKo: text("name_ko").notNull().default(""),
    discountType: text("discount_type", { enum: ["amount", "percent"] }).notNull(),
    discountValue: integer("discount_value").notNull(),
    currency: text("currency", { enum: ["USD", "KRW"] }).notNull(),
    minAmount: integer("min_amount").notNull().default(0),
    /** Null: any product. Products arrive with the catalogue; no foreign key yet. */
    productId: integer("product_id"),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    /** An operator took it back before it was used (ADR 0034): the member no longer sees or uses it. */
    revokedAt: instant("revoked_at"),
    revokeReason: text("revoke_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("coupons_discount_type_check", sql`${t.discountType} in ('amount', 'percent')`),
    check("coupons_currency_check", sql`${t.currency} in ('USD', 'KRW')`),
    index("coupons_member_idx").on(t.memberId, t.expiresAt),
  ],
);
