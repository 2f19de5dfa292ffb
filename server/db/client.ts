import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
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
};

export const DEFAULT_PGLITE_DIR = "./data/pglite";
export const POOL_MAX = 10;

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

export async function openPostgres(url: string, options: { migrate?: boolean } = {}): Promise<DbHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  // An idle client that loses its connection emits 'error'; without a listener that kills the process.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema });
  try {
    if (options.migrate !== false) {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      await migrate(db, { migrationsFolder });
    }
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
  const unlock = inMemory ? () => {} : lockDataDir(resolved);
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
  if (url) return openPostgres(url, { migrate: options.migrate });
  const dataDir = options.pgliteDir ?? (env.PGLITE_DIR?.trim() || DEFAULT_PGLITE_DIR);
  return openPglite(dataDir, { migrate: options.migrate });
}
