import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../../../platform/db/client";
import { authSessions } from "../tables";
import { DEMO_PASSWORD } from "../../../platform/db/seed-data";
import {
  type CheckedSession,
  cachedPrincipal,
  forgetAccountSessions,
  forgetSession,
  SESSION_CACHE_TTL_MS,
} from "../session-cache";
import type { Principal } from "../sessions";
import { signAccessToken } from "../tokens";
import {
  type AuthTestApp,
  call,
  newMember,
  seededAuthApp,
  signIn,
  STRONG_PASSWORD,
  type TestClock,
} from "../../../platform/test/auth-fixtures";
import type { TestDb } from "../../../platform/test/db";

/** Moves performance.now() (the cache's sense of age) forward without waiting. */
function shiftMonotonicClock(ms: number) {
  const real = performance.now.bind(performance);
  vi.spyOn(performance, "now").mockImplementation(() => real() + ms);
}
afterEach(() => vi.restoreAllMocks());

describe("the verified-token cache", () => {
  // Accounts no other file has: the server files share a worker's modules, so a revocation of a real account by the
  // file before (account 2 signing out, say) would still hold back the caching here for a TTL.
  const ACCOUNT = 900_000;
  const key = new Uint8Array(32).fill(7);
  const now = new Date();
  let serial = 0;
  // Each test gets its own "database" object, so entries never leak between tests.
  const fakeDb = () => ({ serial: (serial += 1) }) as unknown as Db;
  const tokenFor = async (principal: Principal, ttlSeconds = 3600) =>
    signAccessToken(key, principal, { now, ttlSeconds });
  const session = (principal: Principal, endsInSeconds = 3600): CheckedSession => ({
    principal,
    sessionExpiresAt: new Date(now.getTime() + endsInSeconds * 1000),
  });
  const countingCheck = (answer: CheckedSession | undefined) => {
    const check = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return answer;
    });
    return check;
  };

  it("asks once for concurrent callers and not again within the TTL, then again after it", async () => {
    const db = fakeDb();
    const principal: Principal = { accountId: ACCOUNT + 1, area: "member", sessionId: "s-1" };
    const token = await tokenFor(principal);
    const check = countingCheck(session(principal));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => cachedPrincipal(db, token, "member", now, check)),
    );
    expect(answers).toEqual(Array.from({ length: 10 }, () => principal));
    expect(check).toHaveBeenCalledTimes(1);
    expect(await cachedPrincipal(db, token, "any", now, check)).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(1);

    shiftMonotonicClock(SESSION_CACHE_TTL_MS + 1);
    expect(await cachedPrincipal(db, token, "member", now, check)).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("checks a token in steady use again before its trust ends, with no caller waiting, and drops it on a no", async () => {
    const db = fakeDb();
    const principal: Principal = { accountId: ACCOUNT + 1, area: "member", sessionId: "s-steady" };
    const token = await tokenFor(principal);
    let at = performance.now();
    vi.spyOn(performance, "now").mockImplementation(() => at);
    // trust for the whole TTL (the jitter at its top)
    vi.spyOn(Math, "random").mockReturnValue(1);
    let answer: CheckedSession | undefined = session(principal);
    let release = () => {};
    const check = vi.fn(async () => {
      const held = answer;
      await new Promise<void>((resolve) => (release = resolve));
      return held;
    });
    const first = cachedPrincipal(db, token, "member", now, check);
    release();
    expect(await first).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(1);

    // late in its trust: answered from memory at once, while the next check runs
    at += SESSION_CACHE_TTL_MS * 0.8;
    expect(await cachedPrincipal(db, token, "member", now, check)).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(2);
    expect(await cachedPrincipal(db, token, "member", now, check)).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(2);
    release();
    await vi.waitFor(() => expect(check.mock.results[1]?.value).resolves.toEqual(session(principal)));

    // past the first trust's end, within the renewed one: no caller asks the database
    at += SESSION_CACHE_TTL_MS * 0.7;
    expect(await cachedPrincipal(db, token, "member", now, check)).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(2);

    // the session ends elsewhere: the next early check says no, and the token is refused from then on
    answer = undefined;
    at += SESSION_CACHE_TTL_MS * 0.1;
    expect(await cachedPrincipal(db, token, "member", now, check)).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(3);
    release();
    await vi.waitFor(async () => {
      const refused = cachedPrincipal(db, token, "member", now, check);
      release();
      expect(await refused).toBeUndefined();
    });
  });

  it("narrows a remembered token to the caller's area, and refuses it past the token's or the session's end", async () => {
    const db = fakeDb();
    const principal: Principal = { accountId: ACCOUNT + 2, area: "member", sessionId: "s-2" };
    const token = await tokenFor(principal, 600);
    const check = countingCheck(session(principal, 300));
    expect(await cachedPrincipal(db, token, "member", now, check)).toEqual(principal);
    expect(await cachedPrincipal(db, token, "admin", now, check)).toBeUndefined();
    // the session row ends first (300 s), the token later (600 s)
    expect(await cachedPrincipal(db, token, "member", new Date(now.getTime() + 301_000), check)).toBeUndefined();
    expect(await cachedPrincipal(db, token, "member", new Date(now.getTime() + 299_000), check)).toEqual(principal);
    expect(check).toHaveBeenCalledTimes(1);

    const shortToken = await tokenFor({ ...principal, sessionId: "s-2b" }, 60);
    const longSession = countingCheck(session({ ...principal, sessionId: "s-2b" }, 3600));
    expect(await cachedPrincipal(db, shortToken, "member", now, longSession)).toBeDefined();
    expect(await cachedPrincipal(db, shortToken, "member", new Date(now.getTime() + 60_000), longSession)).toBe(
      undefined,
    );
  });

  it("keeps a token of another database apart", async () => {
    const principal: Principal = { accountId: ACCOUNT + 3, area: "member", sessionId: "s-3" };
    const token = await tokenFor(principal);
    const yes = countingCheck(session(principal));
    const no = countingCheck(undefined);
    expect(await cachedPrincipal(fakeDb(), token, "member", now, yes)).toEqual(principal);
    expect(await cachedPrincipal(fakeDb(), token, "member", now, no)).toBeUndefined();
    expect(no).toHaveBeenCalledTimes(1);
  });

  it("forgets a session or an account at once, and does not remember a check that raced the revocation", async () => {
    const db = fakeDb();
    const first: Principal = { accountId: ACCOUNT + 4, area: "member", sessionId: "s-4a" };
    const second: Principal = { accountId: ACCOUNT + 4, area: "member", sessionId: "s-4b" };
    const [tokenA, tokenB] = await Promise.all([tokenFor(first), tokenFor(second)]);
    const checkA = countingCheck(session(first));
    const checkB = countingCheck(session(second));
    await cachedPrincipal(db, tokenA, "member", now, checkA);
    await cachedPrincipal(db, tokenB, "member", now, checkB);

    forgetSession("s-4a");
    await cachedPrincipal(db, tokenA, "member", now, checkA);
    expect(checkA).toHaveBeenCalledTimes(2);
    await cachedPrincipal(db, tokenB, "member", now, checkB);
    expect(checkB).toHaveBeenCalledTimes(1);
    // within a TTL of the revocation nothing about the session is remembered
    await cachedPrincipal(db, tokenA, "member", now, checkA);
    expect(checkA).toHaveBeenCalledTimes(3);

    // a check under way when the account's sessions end answers its own caller but is neither shared nor kept
    const slow = countingCheck(session(second));
    shiftMonotonicClock(SESSION_CACHE_TTL_MS + 1);
    const running = cachedPrincipal(db, tokenB, "member", now, slow);
    forgetAccountSessions(ACCOUNT + 4);
    const after = countingCheck(undefined);
    expect(await cachedPrincipal(db, tokenB, "member", now, after)).toBeUndefined();
    expect(await running).toEqual(second);
    expect(await cachedPrincipal(db, tokenB, "member", now, after)).toBeUndefined();
    expect(after).toHaveBeenCalledTimes(2);
  });

  it("lets a failed check fail every caller that shared it, and remembers nothing", async () => {
    const db = fakeDb();
    const principal: Principal = { accountId: ACCOUNT + 5, area: "member", sessionId: "s-5" };
    const token = await tokenFor(principal);
    const broken = vi.fn(() => Promise.reject(new Error("database down")));
    const calls = Array.from({ length: 3 }, () => cachedPrincipal(db, token, "member", now, broken));
    for (const result of calls) await expect(result).rejects.toThrow("database down");
    expect(broken).toHaveBeenCalledTimes(1);
    const ok = countingCheck(session(principal));
    expect(await cachedPrincipal(db, token, "member", now, ok)).toEqual(principal);
  });
});

describe("authenticated calls with the cache in place", () => {
  let db: TestDb;
  let app: AuthTestApp;
  let clock: TestClock;

  beforeAll(async () => {
    ({ db, app, clock } = await seededAuthApp());
  });
  afterAll(() => db?.close());

  const isLogin = (token: string, area?: string) => call(app, "GET", "/api/v1/auth/isLogin", { token, area });
  const cartCount = (token: string) => call(app, "GET", "/api/v1/cart/count", { token });

  it("refuses a token on the very next call after its sign-out in this process", async () => {
    const { token } = await signIn(app, "buyer@demo.test", DEMO_PASSWORD);
    expect((await isLogin(token)).status).toBe(200);
    expect((await cartCount(token)).status).toBe(200);
    expect((await call(app, "POST", "/api/v1/auth/signout", { token })).status).toBe(200);
    expect((await cartCount(token)).status).toBe(401);
    expect((await isLogin(token)).status).toBe(401);
  });

  it("refuses every remembered token of an account right after a password change or a deletion", async () => {
    const { token: here } = await newMember(app, db.db, "cached-changer@example.com");
    const { token: elsewhere } = await signIn(app, "cached-changer@example.com", STRONG_PASSWORD);
    expect((await cartCount(elsewhere)).status).toBe(200);
    const changed = await call(app, "POST", "/api/v1/auth/change-password", {
      token: here,
      body: { currentPassword: STRONG_PASSWORD, newPassword: "Another2025" },
    });
    expect(changed.status).toBe(200);
    expect((await cartCount(elsewhere)).status).toBe(401);
    expect((await cartCount(here)).status).toBe(401);

    const { token: last } = await signIn(app, "cached-changer@example.com", "Another2025");
    expect((await cartCount(last)).status).toBe(200);
    expect((await call(app, "DELETE", "/api/v1/auth/delete", { token: last })).status).toBe(200);
    expect((await cartCount(last)).status).toBe(401);
  });

  it("still checks the area, and the expiry on the services' clock, for a remembered token", async () => {
    const { token } = await signIn(app, "visitor@demo.test", DEMO_PASSWORD);
    expect((await isLogin(token)).status).toBe(200);
    expect((await call(app, "GET", "/api/v1/admin/me", { token })).status).toBe(401);
    expect((await isLogin(token, "travel")).status).toBe(401);
    clock.advance(7201);
    try {
      expect((await isLogin(token)).status).toBe(401);
    } finally {
      clock.advance(-7201);
    }
    expect((await isLogin(token)).status).toBe(200);
  });

  it("takes a revocation made by another process within one TTL", async () => {
    const { token } = await signIn(app, "seller.domestic@demo.test", DEMO_PASSWORD);
    expect((await cartCount(token)).status).toBe(200);
    // another server process ends the session: only the shared database knows
    const sessionId = String(decodeJwt(token).jti);
    await db.db.update(authSessions).set({ revokedAt: clock.now() }).where(eq(authSessions.id, sessionId));
    expect((await cartCount(token)).status).toBe(200);
    shiftMonotonicClock(SESSION_CACHE_TTL_MS + 1);
    expect((await cartCount(token)).status).toBe(401);
  });
});
