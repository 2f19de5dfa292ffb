import { index, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "../db/columns";

/** Mails kept instead of sent while no SMTP server is configured (readable at /dev/mail). */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.id)],
);
