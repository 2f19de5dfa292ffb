import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../../platform/db/columns";

/** A campaign code that leads to a path on the site; every visit is counted. */
export const promotionLinks = pgTable(
  "promotion_links",
  {
    code: text("code").primaryKey(),
    targetPath: text("target_path").notNull(),
    active: boolean("active").notNull().default(true),
    visits: integer("visits").notNull().default(0),
    lastVisitAt: instant("last_visit_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("promotion_links_code_check", sql`${t.code} ~ '^[A-Za-z0-9_-]{2,64}$'`),
    // a path on this site only: never another host (no open redirect)
    check("promotion_links_target_check", sql`${t.targetPath} ~ '^/([^/\\\\]|$)'`),
  ],
);

/** What a promotion link brought: a sign-up or a booking, named by its subject's id; one row per subject. */
export const PROMOTION_ATTRIBUTION_KINDS = ["signup", "booking"] as const;
export type PromotionAttributionKind = (typeof PROMOTION_ATTRIBUTION_KINDS)[number];

/**
 * Which link a member account (`signup`, the account's id) or a shop reservation (`booking`, the reservation's id)
 * came from: the code remembered in the visitor's browser when the account or the order was made (ADR 0034).
 * The subject is named by id only, without a foreign key, so the promotions domain does not reach into the
 * accounts' or reservations' tables on writes; a subject is attributed once (the primary key).
 */
export const promotionAttributions = pgTable(
  "promotion_attributions",
  {
    kind: text("kind", { enum: PROMOTION_ATTRIBUTION_KINDS }).notNull(),
    subjectId: integer("subject_id").notNull(),
    code: text("code")
      .notNull()
      .references(() => promotionLinks.code),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.subjectId] }),
    index("promotion_attributions_code_idx").on(t.code, t.kind),
    check("promotion_attributions_kind_check", sql`${t.kind} in ('signup', 'booking')`),
  ],
);
