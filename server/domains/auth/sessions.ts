import type { AuthArea } from "@contracts/auth";
import type { AdminRole } from "@contracts/auth-area";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts, authSessions } from "./tables";
import { randomToken } from "../../platform/crypto";
import { type CheckedSession, forgetAccountSessions, forgetSession } from "./session-cache";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

/** A token's claims: who, in which area, in which session. */
export type SessionClaims = { accountId: number; area: AuthArea; sessionId: string };
/** Who calls, as the database says now: an operator's role is read with the session, so a change applies at once. */
export type Principal = SessionClaims & { role?: AdminRole };

export async function createSession(
  db: DbOrTx,
  input: { accountId: number; area: AuthArea; now: Date; ttlSeconds: number },
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomToken(18);
  const expiresAt = new Date(input.now.getTime() + input.ttlSeconds * 1000);
  await db
    .insert(authSessions)
    .values({ id, accountId: input.accountId, area: input.area, createdAt: input.now, expiresAt });
  return { id, expiresAt };
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: Date): Promise<void> {
  forgetSession(sessionId);
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  forgetAccountSessions(accountId);
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.accountId, accountId), isNull(authSessions.revokedAt)));
}

/** The session behind a verified token, if it is still open and its account still active and in that area. */
export async function activeSession(db: Db, claims: SessionClaims, now: Date): Promise<CheckedSession | undefined> {
  const [row] = await db
    .select({ expiresAt: authSessions.expiresAt, role: accounts.role })
    .from(authSessions)
    .innerJoin(accounts, eq(accounts.id, authSessions.accountId))
    .where(
      and(
        eq(authSessions.id, claims.sessionId),
        eq(authSessions.accountId, claims.accountId),
        eq(authSessions.area, claims.area),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, now),
        eq(accounts.area, claims.area),
        eq(accounts.status, "active"),
      ),
    );
  if (!row) return undefined;
  const principal: Principal = row.role ? { ...claims, role: row.role } : claims;
  return { principal, sessionExpiresAt: row.expiresAt };
}
