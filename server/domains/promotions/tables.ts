import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../platform/db/columns";

/** A campaign code that leads to a path on the site; every visit is counted. */
export const promotionLinks = pgTable(
  "promotion_links",
  {
    code: text("code").primaryKey(),
    targetPath: text("target_path").notNull(),
    active: boolean("active").notNull().default(true),
    visits: integer("visits").notNull().default(0),
    lastVisitAt: timestamp("last_visit_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("promotion_links_code_check", sql`${t.code} ~ '^[A-Za-z0-9_-]{2,64}$'`),
    // a path on this site only: never another host (no open redirect)
    check("promotion_links_target_check", sql`${t.targetPath} ~ '^/([^/\\\\]|$)'`),
  ],
);
