import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import pg, { type Pool } from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, POOL_MAX } from "../db/client";
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "../db/unavailable";
import { type AuthTestApp, call, freshClient, requestCode, seededAuthApp, signupBody } from "./auth-fixtures";
import type { TestDb } from "./db";
import { testApp } from "./helpers";

// Connections really lost under load: only a PostgreSQL server has connections to lose (PGlite runs in-process).
// PostgreSQL only (a *.pg.test.ts file runs in `npm run test:postgres`, never on the embedded database)
const adminUrl = process.env.TEST_DATABASE_URL ?? "";
if (!adminUrl) throw new Error("TEST_DATABASE_URL is unset: run this file with npm run test:postgres");

/** Errors that would have killed a server process (an 'error' event nobody listens to, a rejection nobody handles). */
const fatal: unknown[] = [];
const record = (error: unknown) => fatal.push(error);

/** Ends every session on the test's database but the caller's, as an administrator (or a failover) would. */
async function terminateBackends(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [new URL(url).pathname.slice(1)],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * A TCP hop between the pool and PostgreSQL that can go down (connections cut, new ones refused) and come back, or
 * cut the one connection that sends a given statement (as a server dying at that moment would).
 */
async function outageProxy(target: URL) {
  const open = new Set<net.Socket>();
  let cutOn: { text: string; times: number } | undefined;
  // a server that stops answering with its connections still open: whatever is sent either way is lost
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => open.delete(socket));
    }
    client.on("data", (chunk: Buffer) => {
      if (frozen) return;
      if (cutOn && cutOn.times > 0 && chunk.includes(cutOn.text)) {
        cutOn.times -= 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    client.on("end", () => upstream.end());
    upstream.on("data", (chunk: Buffer) => {
      if (!frozen) client.write(chunk);
    });
    upstream.on("end", () => client.end());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve) =>
      server.listen(port, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
    );
  const port = await listen(0);
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    /** The database is gone: every connection is cut, new ones are refused. */
    down: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    up: async () => {
      await listen(port);
    },
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
    },
    /** The next `times` connections that send `text` are cut before it reaches the server. */
    cutOn: (text: string, times: number) => {
      cutOn = { text, times };
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("PostgreSQL connections lost while serving", () => {
  let db: TestDb;
  let app: AuthTestApp;

  beforeAll(async () => {
    ({ db, app } = await seededAuthApp());
    process.on("uncaughtException", record);
    process.on("unhandledRejection", record);
  });
  afterAll(async () => {
    process.off("uncaughtException", record);
    process.off("unhandledRejection", record);
    await db?.close();
  });
  afterEach(() => {
    expect(fatal.splice(0), "errors that would have ended the process").toEqual([]);
  });

  it("a server that stops answering holds requests no longer than the statement limit, and the pool recovers", async () => {
    const proxy = await outageProxy(new URL(db.url ?? ""));
    const handle = await openPostgres(proxy.url, { migrate: false, queryTimeoutMs: 300, onConnectionError: () => {} });
    const outcome = (work: Promise<unknown>) =>
      work.then(
        () => undefined,
        (error: unknown) => error,
      );
    try {
      // every connection of the pool open and idle (a new one to a frozen server waits for the connect timeout instead)
      await Promise.all(
        Array.from({ length: POOL_MAX }, () =>
          handle.db.transaction(async (tx) => tx.execute(sql`select pg_sleep(0.1)`)),
        ),
      );
      proxy.freeze();
      const started = Date.now();
      // transactions and a plain statement on every connection: each gives up instead of waiting for ever
      const failures = await Promise.all([
        outcome(handle.db.execute(sql`select 2`)),
        ...Array.from({ length: POOL_MAX - 1 }, () =>
          outcome(handle.db.transaction(async (tx) => tx.execute(sql`select 3`))),
        ),
      ]);
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const failure of failures) expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      proxy.thaw();
      // the connections left waiting were discarded, not kept or handed out again: more transactions than the pool
      // holds are all answered
      for (let run = 0; run < POOL_MAX + 1; run += 1) {
        expect(await handle.db.transaction(async (tx) => tx.execute(sql`select 4 as four`))).toMatchObject({
          rows: [{ four: 4 }],
        });
      }
    } finally {
      await handle.close();
      await proxy.close();
    }
  });

  it("a statement that runs past the limit on a living server is cancelled and reads as 'briefly unavailable'", async () => {
    const handle = await openPostgres(db.url ?? "", { migrate: false, queryTimeoutMs: 300 });
    try {
      const failure = await handle.db.execute(sql`select pg_sleep(2)`).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);
      expect(await handle.db.execute(sql`select 5 as five`)).toMatchObject({ rows: [{ five: 5 }] });
    } finally {
      await handle.close();
    }
  });

  it("a transaction whose connection is terminated between its queries fails as 'database unavailable'; the pool recovers", async () => {
    const url = db.url ?? "";
    const failed = await db.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        expect(await terminateBackends(url)).toBeGreaterThan(0);
        // The client is checked out and idle when its session ends: it emits 'error' with no query to fail.
        await sleep(300);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failed)).toBe(true);
    expect(fatal).toEqual([]);
    expect(await db.db.execute(sql`select 2 as two`)).toMatchObject({ rows: [{ two: 2 }] });
  });

  it("transactions cut off at their 'begin' do not keep their connections: after more of them than the pool holds, it still serves", async () => {
    const proxy = await outageProxy(new URL(db.url ?? ""));
    const handle = await openPostgres(proxy.url, { migrate: false });
    try {
      const cuts = POOL_MAX + 2;
      proxy.cutOn("begin", cuts);
      for (let i = 0; i < cuts; i++) {
        const failed = await handle.db
          .transaction(async (tx) => tx.execute(sql`select 1`))
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        expect(isDatabaseUnavailable(failed)).toBe(true);
      }
      // Before the pool's connection wait (10 s) could run out.
      const started = Date.now();
      await handle.db.transaction(async (tx) => tx.execute(sql`select 1`));
      expect(Date.now() - started).toBeLessThan(3_000);
      const pool = (handle.db as unknown as { $client: Pool }).$client;
      expect(pool.totalCount - pool.idleCount, "connections still checked out").toBe(0);
    } finally {
      // A pool with clients that were never released would wait for them forever.
      await Promise.race([handle.close(), sleep(5_000)]);
      await proxy.close();
    }
  }, 60_000);

  it("sign-ups in flight while the backends are terminated: the process lives, failures are 503s, later sign-ups succeed", async () => {
    const url = db.url ?? "";
    let round = 0;
    let unavailable = 0;
    // Terminations land at random points of the requests; a few rounds make sure some land inside one.
    while (unavailable === 0 && round < 5) {
      round += 1;
      const emails = Array.from({ length: 16 }, (_, i) => `outage-${round}-${i}@example.com`);
      const codes: string[] = [];
      for (const email of emails) codes.push(await requestCode(app, db.db, email));
      let settled = false;
      const answers = Promise.all(
        emails.map((email, i) =>
          call(app, "POST", "/api/v1/auth/signup", { body: signupBody(email, codes[i] ?? ""), client: freshClient() }),
        ),
      ).finally(() => {
        settled = true;
      });
      while (!settled) {
        await terminateBackends(url);
        await sleep(5);
      }
      for (const res of await answers) {
        if (res.status === 201) continue;
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "SERVICE_UNAVAILABLE" });
        unavailable += 1;
      }
    }
    expect(unavailable, "requests that failed in flight").toBeGreaterThan(0);
    expect(fatal).toEqual([]);

    // The database is back (it never left): health says so and a new sign-up goes through.
    const health = await call(app, "GET", "/api/health");
    expect(health.status).toBe(200);
    const email = "after-outage@example.com";
    const code = await requestCode(app, db.db, email);
    const res = await call(app, "POST", "/api/v1/auth/signup", {
      body: signupBody(email, code),
      client: freshClient(),
    });
    expect(res.status).toBe(201);
  }, 120_000);

  it("the database going away and coming back: 503s and health 'down' meanwhile, then both recover", async () => {
    const proxy = await outageProxy(new URL(db.url ?? ""));
    const handle = await openPostgres(proxy.url, { migrate: false });
    try {
      const proxied = testApp(handle.db);
      const menus = () => proxied.request("/api/v1/settings/menus?lang=ko");
      const health = () => proxied.request("/api/health");
      expect((await menus()).status).toBe(200);
      expect((await health()).status).toBe(200);

      await proxy.down();
      const refused = await menus();
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: "SERVICE_UNAVAILABLE" });
      const down = await health();
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ data: { status: "degraded", database: "down" } });

      await proxy.up();
      expect((await menus()).status).toBe(200);
      const up = await health();
      expect(up.status).toBe(200);
      expect(await up.json()).toMatchObject({ data: { status: "ok", database: "ok" } });
      expect(fatal).toEqual([]);
    } finally {
      await handle.close();
      await proxy.close();
    }
  }, 60_000);
});
