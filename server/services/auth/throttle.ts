import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authThrottle } from "../../db/schema";
import { TooManyAttemptsError } from "./errors";

/**
 * Counters live in the database so every server process sees the same numbers.
 * - `window`: at most `limit` events per `windowSeconds` (fixed window), then blocked until the window ends.
 * - `backoff`: `freeFailures` free, then each further failure doubles a wait (1 s, 2 s, 4 s ... up to
 *   `maxDelaySeconds`); counts start over `resetAfterSeconds` after the first failure, or on success.
 */
export type ThrottleRule =
  | { kind: "window"; limit: number; windowSeconds: number }
  | { kind: "backoff"; freeFailures: number; maxDelaySeconds: number; resetAfterSeconds: number };

/** Failed sign-ins from one client address, whatever the account: 30 per 15 minutes. */
export const ADDRESS_FAILURES: ThrottleRule = { kind: "window", limit: 30, windowSeconds: 15 * 60 };
/** Mails sent and look-ups made from one client address (verification, reset, find-id): same budget. */
export const ADDRESS_SENDS: ThrottleRule = ADDRESS_FAILURES;
/** Failed sign-ins for one account from one address: the real member elsewhere is never slowed. */
export const PAIR_FAILURES: ThrottleRule = {
  kind: "backoff",
  freeFailures: 5,
  maxDelaySeconds: 15 * 60,
  resetAfterSeconds: 24 * 60 * 60,
};

export const throttleKeys = {
  signinAddress: (address: string) => `signin:addr:${address}`,
  signinPair: (accountId: number, address: string) => `signin:acct:${accountId}:${address}`,
  sends: (address: string) => `send:addr:${address}`,
};

/** Seconds to wait when `key` is blocked now, else undefined. */
export async function blockedFor(db: Db, key: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(eq(authThrottle.key, key));
  const until = row?.blockedUntil;
  if (!until || until.getTime() <= now.getTime()) return undefined;
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** Throws 429 TOO_MANY_ATTEMPTS (with the wait) when any of the keys is blocked. */
export async function assertNotBlocked(db: Db, keys: string[], now: Date): Promise<void> {
  let wait = 0;
  for (const key of keys) wait = Math.max(wait, (await blockedFor(db, key, now)) ?? 0);
  if (wait > 0) throw new TooManyAttemptsError(wait);
}

function resetAfter(rule: ThrottleRule): number {
  return rule.kind === "window" ? rule.windowSeconds : rule.resetAfterSeconds;
}

/** Counts one event against `key` (one statement, so concurrent processes never lose a count). */
export async function recordEvent(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - resetAfter(rule) * 1000).toISOString();
  // In ON CONFLICT ... SET every expression sees the old row, so both CASEs test the same old window.
  const stale = sql`${authThrottle.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1, windowStart: now, updatedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${stale} then 1 else ${authThrottle.failures} + 1 end`,
        windowStart: sql`case when ${stale} then ${nowIso}::timestamptz else ${authThrottle.windowStart} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: authThrottle.failures, windowStart: authThrottle.windowStart });
  if (!row) return;
  let blockedUntil: Date | undefined;
  if (rule.kind === "window") {
    if (row.failures >= rule.limit) blockedUntil = new Date(row.windowStart.getTime() + rule.windowSeconds * 1000);
  } else if (row.failures >= rule.freeFailures) {
    const delay = Math.min(2 ** (row.failures - rule.freeFailures), rule.maxDelaySeconds);
    blockedUntil = new Date(now.getTime() + delay * 1000);
  }
  if (blockedUntil) {
    await db
      .update(authThrottle)
      .set({
        blockedUntil: sql`greatest(coalesce(${authThrottle.blockedUntil}, ${nowIso}::timestamptz), ${blockedUntil.toISOString()}::timestamptz)`,
      })
      .where(eq(authThrottle.key, key));
  }
}

/** Checks, then counts: for actions limited per address whether or not they succeed (mails, look-ups). */
export async function spend(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  await assertNotBlocked(db, [key], now);
  await recordEvent(db, key, rule, now);
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
