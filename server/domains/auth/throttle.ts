import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { authThrottle } from "./tables";
import { throttleBucket } from "../../platform/http/client-address";
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

/**
 * Failed sign-ins from one client address, whatever the account: 30 free per hour, then waits of 1, 2, 4 ... s up
 * to a minute. A spray of guesses over many accounts from one address is slowed to about one a minute, but the
 * people behind a shared address (an office, a mobile carrier's NAT) are only ever slowed, never walled off, and
 * not at all for an account that has signed in from there before (see beginPasswordAttempt).
 */
export const ADDRESS_FAILURES: ThrottleRule = {
  kind: "backoff",
  freeFailures: 30,
  maxDelaySeconds: 60,
  resetAfterSeconds: 60 * 60,
};
/** Mails sent from one client address (verification, reset, find-id, survey links): 30 per 15 minutes. */
export const ADDRESS_SENDS: ThrottleRule = { kind: "window", limit: 30, windowSeconds: 15 * 60 };
/**
 * Failed sign-ins for one account from one address: 5 free, then 1, 2, 4 ... s up to 5 minutes; a success clears
 * them. The one rule an attacker sharing the member's address can trigger against the member, so it only slows.
 */
export const PAIR_FAILURES: ThrottleRule = {
  kind: "backoff",
  freeFailures: 5,
  maxDelaySeconds: 5 * 60,
  resetAfterSeconds: 24 * 60 * 60,
};
/**
 * Failed sign-ins for one account from anywhere: 10 free per hour, then 1, 2, 4 ... s up to 5 minutes. Guessing
 * from many addresses (a botnet, or a forged X-Forwarded-For) is slowed to a few guesses an hour; the member is not
 * slowed at all from an address they have signed in from before.
 */
export const ACCOUNT_FAILURES: ThrottleRule = {
  kind: "backoff",
  freeFailures: 10,
  maxDelaySeconds: 5 * 60,
  resetAfterSeconds: 60 * 60,
};
/** How long a successful sign-in makes its address a familiar one for the account. */
export const FAMILIAR_ADDRESS_SECONDS = 30 * 24 * 60 * 60;
/**
 * Look-ups that tell whether an address or number is registered (check-email, check-phone): 20 free per 15
 * minutes from one client address, then 1, 2, 4 ... s up to a minute each.
 */
export const ADDRESS_LOOKUPS: ThrottleRule = {
  kind: "backoff",
  freeFailures: 20,
  maxDelaySeconds: 60,
  resetAfterSeconds: 15 * 60,
};

/**
 * The account a sign-in names, whether or not it exists: unknown addresses are counted exactly like real ones, so
 * neither the answers nor their timing tell them apart. Hashed, so typed addresses are not kept in the table.
 */
export function accountIdentity(area: string, email: string): string {
  return createHash("sha256").update(`${area}\n${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);
}

/** Keys of the counters; client addresses are counted per throttleBucket (an IPv6 address per /64). */
export const throttleKeys = {
  signinAddress: (address: string) => `signin:addr:${throttleBucket(address)}`,
  signinAccount: (identity: string) => `signin:acct:${identity}`,
  signinPair: (identity: string, address: string) => `signin:pair:${identity}:${throttleBucket(address)}`,
  familiar: (identity: string, address: string) => `signin:ok:${identity}:${throttleBucket(address)}`,
  sends: (address: string) => `send:addr:${throttleBucket(address)}`,
  lookups: (address: string) => `lookup:addr:${throttleBucket(address)}`,
  sitemapSaves: (address: string) => `sitemap:addr:${throttleBucket(address)}`,
};

/** Seconds to wait for each of the keys that is blocked now (one query for all of them). */
async function waits(db: Db, keys: string[], now: Date): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (keys.length === 0) return result;
  const rows = await db
    .select({ key: authThrottle.key, blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(inArray(authThrottle.key, keys));
  for (const { key, blockedUntil } of rows) {
    if (blockedUntil && blockedUntil.getTime() > now.getTime()) {
      result.set(key, Math.max(1, Math.ceil((blockedUntil.getTime() - now.getTime()) / 1000)));
    }
  }
  return result;
}

/** Seconds to wait when `key` is blocked now, else undefined. */
export async function blockedFor(db: Db, key: string, now: Date): Promise<number | undefined> {
  return (await waits(db, [key], now)).get(key);
}

/** Throws 429 TOO_MANY_ATTEMPTS (with the wait) when any of the keys is blocked. */
export async function assertNotBlocked(db: Db, keys: string[], now: Date): Promise<void> {
  const wait = Math.max(0, ...(await waits(db, keys, now)).values());
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

/** What a password check reports back to the throttle. */
export type PasswordAttempt = { failed: () => Promise<void>; succeeded: () => Promise<void> };

/**
 * The throttle around one password check (sign-in, change of password) for the account `identity` names (see
 * accountIdentity), from `address`. Throws 429 when the attempt must wait first:
 * - the pair (account, address) always counts (PAIR_FAILURES);
 * - the account from anywhere (ACCOUNT_FAILURES) and the address for any account (ADDRESS_FAILURES) count too, but
 *   do not hold up an address the account has signed in from within FAMILIAR_ADDRESS_SECONDS: an attacker
 *   elsewhere, or one sharing the member's address with a spray over other accounts, cannot keep the member out.
 * The same statements run for an unknown account as for a real one.
 */
export async function beginPasswordAttempt(
  db: Db,
  identity: string,
  address: string,
  now: Date,
): Promise<PasswordAttempt> {
  const pairKey = throttleKeys.signinPair(identity, address);
  const accountKey = throttleKeys.signinAccount(identity);
  const addressKey = throttleKeys.signinAddress(address);
  const familiarKey = throttleKeys.familiar(identity, address);
  const rows = await db
    .select({ key: authThrottle.key, blockedUntil: authThrottle.blockedUntil, windowStart: authThrottle.windowStart })
    .from(authThrottle)
    .where(inArray(authThrottle.key, [pairKey, accountKey, addressKey, familiarKey]));
  const row = (key: string) => rows.find((candidate) => candidate.key === key);
  const lastSuccess = row(familiarKey)?.windowStart;
  const familiar = lastSuccess !== undefined && now.getTime() - lastSuccess.getTime() < FAMILIAR_ADDRESS_SECONDS * 1000;
  let wait = 0;
  for (const key of familiar ? [pairKey] : [pairKey, accountKey, addressKey]) {
    const until = row(key)?.blockedUntil;
    if (until && until.getTime() > now.getTime()) {
      wait = Math.max(wait, Math.ceil((until.getTime() - now.getTime()) / 1000));
    }
  }
  if (wait > 0) throw new TooManyAttemptsError(wait);
  return {
    failed: async () => {
      await recordEvent(db, pairKey, PAIR_FAILURES, now);
      await recordEvent(db, accountKey, ACCOUNT_FAILURES, now);
      await recordEvent(db, addressKey, ADDRESS_FAILURES, now);
    },
    succeeded: async () => {
      await clearCounter(db, pairKey);
      await db
        .insert(authThrottle)
        .values({ key: familiarKey, failures: 0, windowStart: now, updatedAt: now })
        .onConflictDoUpdate({ target: authThrottle.key, set: { windowStart: now, updatedAt: now } });
    },
  };
}
