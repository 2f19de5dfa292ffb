import { decodeJwt } from "jose";
import type { Db } from "../../platform/db/client";
import type { Principal } from "./sessions";

/**
 * How long a verified token is trusted without asking the database again.
 *
 * Every authenticated call used to verify the signature and read the session and account rows; on PGlite that
 * query is a quarter of a cart add. The trade-off: a session ended by ANOTHER server process (sign-out, password
 * change, account deletion there, or an operator's SQL) is still accepted here for at most this long. Revocations
 * made through this process (`forgetSession`, `forgetAccountSessions`, called by `revokeSession` and
 * `revokeAllSessions`) take effect here at once, for the very next call. Token and session expiry are checked on
 * every hit against the services' clock, so the window never outlives either.
 */
export const SESSION_CACHE_TTL_MS = 2_000;
/** The share of an entry's trust after which a call also starts its next check (see cachedPrincipal). */
const REFRESH_AT = 0.75;
/** Tokens are open-ended; past this many the cache starts over rather than grow. */
const MAX_ENTRIES = 10_000;

export type CheckedSession = { principal: Principal; sessionExpiresAt: Date };

type Known = {
  db: Db;
  principal: Principal;
  /** The token's own `exp` (seconds) and the session row's end (ms), both checked against the caller's clock. */
  tokenExp: number;
  sessionEndsAt: number;
  /** performance.now() until which the database's last yes holds. */
  trustedUntil: number;
  /** performance.now() from which a call also starts the next check, answered meanwhile from this entry. */
  refreshFrom: number;
};
type Pending = { db: Db; check: Promise<CheckedSession | undefined> };

const known = new Map<string, Known>();
const pending = new Map<string, Pending>();
/**
 * Sessions and accounts revoked in this process lately (performance.now() of the revocation). A check that ran
 * while a revocation was under way (on PostgreSQL its transaction may not have committed yet) could have read the
 * old rows; for one TTL (far longer than those short transactions take to commit) nothing about them is cached, so
 * such a stale answer is never remembered.
 */
const revoked = new Map<string, number>();
const sessionKey = (id: string) => `s:${id}`;
const accountKey = (id: number) => `a:${id}`;

const recentlyRevoked = (principal: Principal, at: number) =>
  [sessionKey(principal.sessionId), accountKey(principal.accountId)].some((key) => {
    const when = revoked.get(key);
    return when !== undefined && at - when < SESSION_CACHE_TTL_MS;
  });

/**
 * The principal behind `token`, from memory when it was checked less than a TTL ago, else from `check`, which
 * verifies the signature for every area and reads the session. Concurrent callers with the same unknown token
 * share one check, so it must not depend on the caller: `area` narrows here, like the token's audience ("any"
 * takes every area).
 */
export async function cachedPrincipal(
  db: Db,
  token: string,
  area: Principal["area"] | "any",
  now: Date,
  check: () => Promise<CheckedSession | undefined>,
): Promise<Principal | undefined> {
  const at = performance.now();
  const hit = known.get(token);
  if (hit && hit.db === db && at < hit.trustedUntil) {
    const admits =
      (area === "any" || hit.principal.area === area) &&
      hit.tokenExp > Math.floor(now.getTime() / 1000) &&
      hit.sessionEndsAt > now.getTime();
    // A token in steady use is checked again before its trust ends, by a check nobody waits for: otherwise every
    // busy token would make one of its calls wait for the database (behind whatever else is queued there) at
    // each end of trust, which was the slowest percent of cart adds under load.
    if (admits && at >= hit.refreshFrom && !pending.has(token)) {
      const refresh = { db, check: remember(db, token, check) };
      pending.set(token, refresh);
      refresh.check.catch(() => undefined);
    }
    return admits ? hit.principal : undefined;
  }
  let shared = pending.get(token);
  if (!shared || shared.db !== db) {
    shared = { db, check: remember(db, token, check) };
    pending.set(token, shared);
  }
  const found = await shared.check;
  if (!found || (area !== "any" && found.principal.area !== area)) return undefined;
  return found.principal;
}

async function remember(
  db: Db,
  token: string,
  check: () => Promise<CheckedSession | undefined>,
): Promise<CheckedSession | undefined> {
  const started = performance.now();
  try {
    const found = await check();
    // the database said no (a session ended elsewhere): a remembered yes goes at once
    if (!found && known.get(token)?.db === db) known.delete(token);
    if (found && !recentlyRevoked(found.principal, started) && pending.get(token)?.db === db) {
      const exp = decodeJwt(token).exp;
      if (typeof exp === "number") {
        if (known.size >= MAX_ENTRIES) known.clear();
        // Between half the TTL and all of it: tokens first seen together (a burst of new visitors, a restart)
        // would otherwise all be checked again in the same instant, and on PGlite those checks queue up.
        const trusted = SESSION_CACHE_TTL_MS * (0.5 + Math.random() / 2);
        known.set(token, {
          db,
          principal: found.principal,
          tokenExp: exp,
          sessionEndsAt: found.sessionExpiresAt.getTime(),
          trustedUntil: started + trusted,
          refreshFrom: started + trusted * REFRESH_AT,
        });
      }
    }
    return found;
  } finally {
    if (pending.get(token)?.db === db) pending.delete(token);
  }
}

function forget(key: string, matches: (principal: Principal) => boolean): void {
  const at = performance.now();
  for (const [when, time] of revoked) if (at - time >= SESSION_CACHE_TTL_MS) revoked.delete(when);
  revoked.set(key, at);
  for (const [token, entry] of known) if (matches(entry.principal)) known.delete(token);
  // A check still running may have read the rows before the revocation: later callers must not join it.
  pending.clear();
}

/** Ends this process's trust in one session at once (sign-out). */
export function forgetSession(sessionId: string): void {
  forget(sessionKey(sessionId), (principal) => principal.sessionId === sessionId);
}

/** Ends this process's trust in every session of an account at once (password change, deletion, deactivation). */
export function forgetAccountSessions(accountId: number): void {
  forget(accountKey(accountId), (principal) => principal.accountId === accountId);
}
