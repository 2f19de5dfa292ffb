import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool, PoolClient } from "pg";
import { lockDataDir } from "./lock";
import * as schema from "./schema";

/** One type for both drivers: the same schema and SQL run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbKind = "pglite" | "postgres";

export type DbHandle = {
  db: Db;
  kind: DbKind;
  /** Where the data lives (folder, memory:// or the URL without its password). */
  location: string;
  close: () => Promise<void>;
};

export type OpenDbOptions = {
  /** PostgreSQL connection string; defaults to DATABASE_URL. When set, PGlite is not used. */
  url?: string;
  /** PGlite data folder or `memory://`; defaults to PGLITE_DIR, then ./data/pglite. */
  pgliteDir?: string;
  /** Skip applying migrations (only for callers that migrate themselves). */
  migrate?: boolean;
  env?: Record<string, string | undefined>;
  /** Told when a PostgreSQL connection is lost (a restart, pg_terminate_backend); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
  /** How long one statement may take (QUERY_TIMEOUT_MS); tests of a frozen server shorten it. */
  queryTimeoutMs?: number;
};

export const DEFAULT_PGLITE_DIR = "./data/pglite";
export const POOL_MAX = 10;
/** How long a request waits for a connection (a free one, or a new one to a server that may be down) before a 503. */
export const POOL_CONNECT_TIMEOUT_MS = 10_000;
/**
 * How long one statement may run or wait for its answer before the request gets a 503. The server cancels a statement
 * that runs longer (`statement_timeout`); a server that stopped answering with its connection still open (frozen,
 * a network path that drops packets) is given up by the client (`query_timeout`) and that connection is discarded.
 * The longest statements the product runs (an operator's export, the catalogue's first load) take well under a second.
 */
export const QUERY_TIMEOUT_MS = 15_000;

/**
 * Serialises migrations across processes sharing one PostgreSQL (several copies started at once on an empty
 * database); a session lock, so it goes with the connection if the process dies mid-way.
 */
const MIGRATION_LOCK = "travel-platform:migrations";

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres://(unparsable url)";
  }
}

export type OpenPostgresOptions = Pick<OpenDbOptions, "migrate" | "onConnectionError" | "queryTimeoutMs">;

export async function openPostgres(url: string, options: OpenPostgresOptions = {}): Promise<DbHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    statement_timeout: options.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
    // a little later than the server's own limit, so a living server's cancel (57014) is what a slow query meets
    query_timeout: (options.queryTimeoutMs ?? QUERY_TIMEOUT_MS) + 1_000,
    // Notices a server that vanished without closing the connection (a host or network failure).
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
  });
  const onConnectionError = options.onConnectionError ?? (() => {});
  // A client whose connection is lost emits 'error', and an 'error' without a listener kills the process. The pool
  // listens only while a client is idle; a client checked out for a transaction, between its queries, has none.
  // Each client gets its own listener for its whole life: the query in flight fails on its own (503 to its request).
  pool.on("connect", (client) => client.on("error", onConnectionError));
  pool.on("error", () => {}); // the idle case, already reported by the client's own listener
  releaseLostClients(pool);
  const db = drizzle({ client: pool, schema });
  try {
    if (options.migrate !== false) await migratePostgres(url);
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: "postgres",
    location: redactUrl(url),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * A client checked out for a transaction (`pool.connect()`) whose connection is lost goes back to the pool at once,
 * to be discarded; its holder's later queries fail as "not queryable" and its own release does nothing. Without
 * this, a transaction whose `begin` fails never releases its client (drizzle calls release only after a
 * successful begin), and after ten such losses the pool has no connection left for anyone.
 * (`pool.query()` checks out with a callback and releases on errors itself: left as it is.)
 */
/** node-postgres's error for a statement that got no answer within `query_timeout`. */
const QUERY_READ_TIMEOUT = "Query read timeout";

function releaseLostClients(pool: Pool): void {
  const connect = pool.connect.bind(pool);
  const guarded = async (): Promise<PoolClient> => {
    const client = await connect();
    const release = client.release.bind(client);
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener("error", releaseOnce);
      release(error);
    };
    client.on("error", releaseOnce);
    client.release = releaseOnce;
    // A statement that got no answer in time leaves its connection waiting on a server that may never answer: the
    // client goes back to be discarded at once, as for a lost connection (its holder's release then does nothing).
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      const result = query(...args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) releaseOnce(error);
        throw error;
      });
    }) as PoolClient["query"];
    return client;
  };
  pool.connect = ((callback?: Parameters<Pool["connect"]>[0]) =>
    callback ? connect(callback) : guarded()) as Pool["connect"];
}

/** Applies pending migrations on one connection holding the migration lock: any number of processes may start at once. */
async function migratePostgres(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // A connection of its own, without the pool's statement limit: waiting for another process's migrations, or an
  // index built over a large table, may take longer than any request should.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS });
  client.on("error", () => {}); // a lost connection fails the statement in flight, which fails the start-up
  await client.connect();
  try {
    // The second process waits here, then finds every migration applied.
    await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [MIGRATION_LOCK]);
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    // Closing the connection (rather than unlocking) frees the lock whatever state the session is in.
    await client.end();
  }
}

/** Wraps an already created PGlite client (tests clone a template this way). */
export async function wrapPglite(
  client: PGlite,
  options: { migrate?: boolean; location?: string; onClose?: () => void } = {},
): Promise<DbHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const db = drizzle({ client, schema });
  if (options.migrate !== false) {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(db, { migrationsFolder });
  }
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: "pglite",
    location: options.location ?? "memory://",
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        // An unclosed PGlite keeps the process alive and may lose its last writes.
        await client.close();
      } finally {
        options.onClose?.();
      }
    },
  };
}

export async function openPglite(dataDir: string, options: { migrate?: boolean } = {}): Promise<DbHandle> {
  const inMemory = dataDir.includes("://");
  const resolved = inMemory ? dataDir : path.resolve(dataDir);
  if (!inMemory) mkdirSync(path.dirname(resolved), { recursive: true }); // PGlite's own mkdir is not recursive
  const unlock = inMemory ? () => {} : await lockDataDir(resolved);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(resolved);
    try {
      return await wrapPglite(client, { migrate: options.migrate, location: resolved, onClose: unlock });
    } catch (error) {
      await client.close();
      throw error;
    }
  } catch (error) {
    unlock();
    throw error;
  }
}

/** PostgreSQL when a URL is given (or DATABASE_URL is set), else PGlite in a folder; migrations applied either way. */
export async function openDb(options: OpenDbOptions = {}): Promise<DbHandle> {
  const env = options.env ?? process.env;
  const url = options.url ?? (env.DATABASE_URL?.trim() || undefined);
  if (url) {
    return openPostgres(url, {
      migrate: options.migrate,
      onConnectionError: options.onConnectionError,
      queryTimeoutMs: options.queryTimeoutMs,
    });
  }
  const dataDir = options.pgliteDir ?? (env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR);
  return openPglite(dataDir, { migrate: options.migrate });
}
