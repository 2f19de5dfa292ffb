import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { accounts } from "../auth/tables";
import { id, instant, ownedBy, timestamps } from "../../platform/db/columns";

/** Inquiries (contact us; later the microsites' Q&A): a member asks, an operator answers. */
export const inquiries = pgTable(
  "inquiries",
  {
    id: id(),
    site: text("site").notNull().default("shop"),
    memberId: ownedBy("member_id", () => accounts.id),
    /** A common code of type inquiry_type. */
    type: text("type").notNull(),
    subject: text("subject").notNull(),
    content: text("content").notNull(),
    status: text("status", { enum: ["open", "replied"] })
      .notNull()
      .default("open"),
    reply: text("reply"),
    repliedAt: instant("replied_at"),
    repliedBy: integer("replied_by").references(() => accounts.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [
    check("inquiries_status_check", sql`${t.status} in ('open', 'replied')`),
    check("inquiries_reply_check", sql`(${t.status} = 'replied') = (${t.reply} is not null)`),
    index("inquiries_member_idx").on(t.memberId, t.createdAt),
    index("inquiries_site_status_idx").on(t.site, t.status, t.createdAt),
  ],
);
