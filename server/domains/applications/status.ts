import { EDU_SEATED, type EduActor, type EduStatus, canMove } from "@contracts/applications";
import type { Lang } from "@contracts/settings";
import { and, count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import type { EduContext } from "./context";
import { eduError, transitionRefused } from "./errors";
import { statusMail } from "./mail";
import { eduApplicationEvents, eduApplications, eduProgrammes } from "./tables";
import type { ApplicationRow } from "./view";

/** A mail to send once the transaction that made the change has committed. */
export type PendingMail = { accountId: number; applicationId: number; status: EduStatus; message: string };

/**
 * One change of status inside the caller's transaction: the application row is locked, the change checked against
 * EDU_TRANSITIONS (409 INVALID_TRANSITION naming the current status), an approval checked against the capacity
 * with the programme row locked (so concurrent approvals queue and never pass it), the row and its timeline entry
 * written together. `changes` are further columns written in the same update (submitted_at, decided_at, ...).
 */
export async function moveStatus(
  tx: DbOrTx,
  input: {
    id: number;
    to: EduStatus;
    actor: Exclude<EduActor, "system">;
    actorId: number;
    message: string;
    now: Date;
    /** Applicant moves: only the owner's row (another's is 404). */
    ownerId?: number;
    /** The version the applicant saw (submit): a newer one is a conflict. */
    check?: (row: ApplicationRow) => void | Promise<void>;
    changes?: Partial<typeof eduApplications.$inferInsert>;
  },
): Promise<{ row: ApplicationRow; mail: PendingMail }> {
  const [current] = await tx.select().from(eduApplications).where(eq(eduApplications.id, input.id)).for("update");
  if (!current || (input.ownerId !== undefined && current.accountId !== input.ownerId)) {
    throw eduError(404, "notFound");
  }
  if (!canMove(current.status, input.to, input.actor)) throw transitionRefused(current.status);
  await input.check?.(current);
  if (input.to === "approved") {
    // the programme row is the queue of its approvals: one at a time counts and writes
    const [programme] = await tx
      .select({ capacity: eduProgrammes.capacity })
      .from(eduProgrammes)
      .where(eq(eduProgrammes.id, current.programmeId))
      .for("update");
    const [taken] = await tx
      .select({ n: count() })
      .from(eduApplications)
      .where(
        and(eq(eduApplications.programmeId, current.programmeId), inArray(eduApplications.status, [...EDU_SEATED])),
      );
    if (!programme || (taken?.n ?? 0) >= programme.capacity) throw eduError(409, "capacityFull");
  }
  const operatorWords = input.actor === "operator" ? { latestMessage: input.message } : {};
  const [row] = await tx
    .update(eduApplications)
    .set({
      status: input.to,
      version: current.version + 1,
      updatedAt: input.now,
      ...operatorWords,
      ...input.changes,
    })
    .where(and(eq(eduApplications.id, current.id), eq(eduApplications.status, current.status)))
    .returning();
  if (!row) throw transitionRefused(current.status);
  await tx.insert(eduApplicationEvents).values({
    applicationId: row.id,
    fromStatus: current.status,
    toStatus: input.to,
    actor: input.actor,
    actorId: input.actorId,
    message: input.message,
    createdAt: input.now,
  });
  return {
    row,
    mail: { accountId: row.accountId, applicationId: row.id, status: input.to, message: input.message },
  };
}

/**
 * Mails a committed change to the applicant in their language. The change stands whatever happens to the mail: a
 * failure is logged (without the message or any field of the form) and the outbox or SMTP retry is the remedy.
 */
export async function sendStatusMail(ctx: EduContext, pending: PendingMail, origin: string): Promise<void> {
  try {
    const [who] = await ctx.db
      .select({
        email: accounts.email,
        name: accounts.name,
        lang: accounts.lang,
        titleEn: eduProgrammes.titleEn,
        titleKo: eduProgrammes.titleKo,
      })
      .from(eduApplications)
      .innerJoin(accounts, eq(accounts.id, eduApplications.accountId))
      .innerJoin(eduProgrammes, eq(eduProgrammes.id, eduApplications.programmeId))
      .where(eq(eduApplications.id, pending.applicationId));
    if (!who) return;
    const lang: Lang = who.lang;
    await ctx.mail.send(
      statusMail(lang, {
        to: who.email,
        name: who.name,
        programme: lang === "ko" ? who.titleKo : who.titleEn,
        status: pending.status,
        message: pending.message,
        link: `${origin}/seouledutravel/myapplication/detail/${pending.applicationId}`,
      }),
    );
  } catch (error) {
    ctx.logger.error("education status mail failed", {
      application_id: pending.applicationId,
      status: pending.status,
      error: error instanceof Error ? error.name : "unknown",
    });
  }
}
