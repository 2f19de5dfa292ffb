import { desc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "./tables";
import type { MailMessage, MailProvider } from "./mail-provider";

export type OutboxMail = MailMessage & { id: number; created_at: string };

/** Mail that goes nowhere: rows in mail_outbox, so sign-up and password reset work offline and in tests. */
export function createOutboxMailProvider(db: Db): MailProvider {
  return {
    kind: "outbox",
    send: async (message) => {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
  };
}

/** Newest first; `to` matches the address without regard to case. */
export async function listOutbox(db: Db, options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  const query = db.select().from(mailOutbox).$dynamic();
  if (options.to) query.where(sql`lower(${mailOutbox.to}) = ${options.to.trim().toLowerCase()}`);
  const rows = await query.orderBy(desc(mailOutbox.id)).limit(options.limit ?? 50);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  }));
}
