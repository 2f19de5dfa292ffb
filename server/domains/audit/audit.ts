import type { AuditEntry, AuditSubject } from "@contracts/audit";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import type { DbOrTx } from "../auth/sessions";
import type { Principal } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { operatorAudit } from "./tables";

export type AuditInput = {
  subject: AuditSubject;
  subjectId: string | number;
  action: string;
  detail?: Record<string, unknown>;
};

/** Who acts: an operators' account (its id and role) as the door admitted it. */
export type Actor = Pick<Principal, "accountId" | "role">;

/**
 * Writes one entry of the audit trail. Call it inside the change's transaction: the change and its entry land
 * together or not at all.
 */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditInput): Promise<void> {
  await db.insert(operatorAudit).values({
    accountId: actor.accountId,
    accountName: sql`coalesce((select ${accounts.name} from ${accounts} where ${accounts.id} = ${actor.accountId}), '')`,
    role: actor.role ?? null,
    subject: entry.subject,
    subjectId: String(entry.subjectId),
    action: entry.action,
    detail: entry.detail ?? {},
  });
}

/**
 * Runs `change` in one transaction as `actor`: the database notes the actor for the transaction (`app.actor_id`), so
 * a record's own history (a reservation's state changes, kept by a trigger) names who made it, and `change` writes
 * its audit entry with `recordAudit` in the same transaction.
 */
export async function asActor<T>(db: Db, actor: Actor, change: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.actor_id', ${String(actor.accountId)}, true)`);
    return change(tx);
  });
}

/** A record's audit trail, oldest first. */
export async function auditTrail(db: DbOrTx, subject: AuditSubject, subjectId: string): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.subject, subject), eq(operatorAudit.subjectId, subjectId)))
    .orderBy(asc(operatorAudit.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.accountId, name: row.accountName, role: row.role },
    subject: row.subject,
    subject_id: row.subjectId,
    action: row.action,
    detail: row.detail,
  }));
}
