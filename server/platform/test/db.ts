import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DbHandle, openPostgres, wrapPglite } from "../db/client";
import { seed } from "../db/seed";

export type TestDb = DbHandle & {
  /** Connection string of the throwaway database (PostgreSQL runs only). */
  url?: string;
};

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function createPostgresTestDb(adminUrl: string): Promise<TestDb> {
  const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const handle = await openPostgres(url);
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** The template read once per worker (its files share modules): 45 MB a file otherwise. */
let templateData: Blob | undefined;

/**
 * The worker's databases that test files have closed, emptied and checked, waiting for its next file: starting a
 * clone of the template costs about 1.2 s, emptying one about 0.1 s. The worker's files run one after another, so
 * one or two are enough.
 */
const idle: PGlite[] = [];

/** Where a worker keeps the demo data it seeded once (seededTestDb), beside the application's tables. */
const SEED_COPY = "seed_copy";

/** Schemas that are not the application's: PostgreSQL's own and the seed copy. */
const OWN_SCHEMAS = ["pg_catalog", "information_schema", "pg_toast", SEED_COPY].map((name) => `'${name}'`).join(", ");

/** What makes two databases the same shape: tables, columns, constraints, indexes, triggers, functions, sequences. */
const SHAPE_SQL = `select md5(coalesce(string_agg(part, '|' order by part), '')) as shape from (
  select 'c ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' ||
         coalesce(column_default, '') || ' ' || is_nullable as part
    from information_schema.columns where table_schema not in (${OWN_SCHEMAS})
  union all select 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace::regnamespace::text not in (${OWN_SCHEMAS})
  union all select 'i ' || pg_get_indexdef(indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid
    where c.relnamespace::regnamespace::text not in (${OWN_SCHEMAS})
  union all select 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger
    where not tgisinternal
  union all select 'f ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) from pg_proc p
    where p.pronamespace::regnamespace::text not in (${OWN_SCHEMAS})
  union all select 'r ' || c.relnamespace::regnamespace::text || '.' || c.relname || ' ' || c.relkind::text
    from pg_class c where c.relnamespace::regnamespace::text not in (${OWN_SCHEMAS})
) parts`;

/** The database under each PGlite test handle (the seed copy is written and read on it directly). */
const underlying = new WeakMap<TestDb, PGlite>();

/** The template's shape, read from the first clone of the worker. */
let templateShape: string | undefined;

async function shapeOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(SHAPE_SQL);
  return rows[0]!.shape;
}

/**
 * Empties a database a test file is done with and hands it to the next file, or closes it when it cannot be made
 * like a fresh clone: every table of the application emptied with its identities restarted (the migrations' log
 * kept), the session's state discarded (settings, prepared statements, advisory locks, temporary tables), and the
 * shape compared with the template's, so a file that altered or dropped something never passes it on.
 */
async function handBack(client: PGlite): Promise<void> {
  try {
    await client.exec("rollback");
    await client.exec(`do $$ declare tables text; begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables from pg_tables where schemaname = 'public';
      if tables is not null then execute 'truncate ' || tables || ' restart identity cascade'; end if;
    end $$`);
    // outside the statement above: it cannot run in a transaction block
    await client.exec("discard all");
    if ((await shapeOf(client)) !== templateShape) throw new Error("changed shape");
    idle.push(client);
  } catch {
    await client.close().catch(() => undefined);
  }
}

/**
 * The handle of one test file on a database that outlives it: once closed, it answers as a closed PGlite does (a
 * file's late timer or job fails instead of writing into the next file's data), and the database goes back to the
 * worker's idle list.
 */
function lease(client: PGlite): PGlite {
  let closed = false;
  return new Proxy(client, {
    get(target, key) {
      if (key === "close") {
        return async () => {
          if (closed) return;
          closed = true;
          await handBack(target);
        };
      }
      if (key === "closed") return closed || target.closed;
      const value = Reflect.get(target, key, target) as unknown;
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        // as PGlite's own methods do once closed: a rejected promise
        if (closed) return Promise.reject(new Error("PGlite is closed"));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * A migrated, empty database of its own for one test file: a throwaway database on the server
 * named by TEST_DATABASE_URL, else an emptied database an earlier file of the worker handed back, else a clone of the
 * run's PGlite template.
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createPostgresTestDb(adminUrl);
  const template = process.env.PGLITE_TEMPLATE;
  if (!template) {
    // Run outside the vitest project (no global setup): start fresh and migrate.
    return wrapPglite(await PGlite.create());
  }
  const reused = idle.pop();
  if (reused) return withUnderlying(await wrapPglite(lease(reused), { migrate: false }), reused);
  templateData ??= new Blob([readFileSync(template)]);
  const client = await PGlite.create({ loadDataDir: templateData });
  templateShape ??= await shapeOf(client);
  // The template is migrated already; migrating again is a cheap no-op that keeps clones honest.
  return withUnderlying(await wrapPglite(lease(client)), client);
}

function withUnderlying(handle: TestDb, client: PGlite): TestDb {
  underlying.set(handle, client);
  return handle;
}

/** The day the demo data dates from, as the seed sees it in either time zone it uses. */
function seedDay(): string {
  const now = Date.now();
  return [0, 9].map((hours) => new Date(now + hours * 3_600_000).toISOString().slice(0, 10)).join("/");
}

/** The day of each database's seed copy. */
const copiedOn = new WeakMap<PGlite, string>();

/**
 * A test database with the demo data (`seed`). The first seed on each of the worker's databases is copied beside the
 * application's tables, and later files on that database get the copy back (the rows, with the sequences where the
 * seed left them) instead of seeding again: about 0.1 s instead of 1.2. The copy is made again on another day, as the
 * seed's dates follow today.
 */
export async function seededTestDb(): Promise<TestDb> {
  const handle = await createTestDb();
  const client = underlying.get(handle);
  if (client && copiedOn.get(client) === seedDay()) {
    await client.exec(`set session_replication_role = replica;
      do $$ declare t record; columns text; begin
        for t in select tablename from pg_tables where schemaname = '${SEED_COPY}' and tablename <> '_sequences' loop
          select string_agg(quote_ident(column_name), ', ' order by ordinal_position) into columns
            from information_schema.columns
            where table_schema = 'public' and table_name = t.tablename and is_generated = 'NEVER';
          execute format('insert into public.%I (%s) select %s from ${SEED_COPY}.%I', t.tablename, columns, columns, t.tablename);
        end loop;
      end $$;
      set session_replication_role = default;
      select setval(format('public.%I', sequencename), last_value) from ${SEED_COPY}._sequences;`);
    return handle;
  }
  await seed(handle.db);
  if (client) {
    await client.exec(`drop schema if exists ${SEED_COPY} cascade; create schema ${SEED_COPY};
      do $$ declare t record; begin
        for t in select tablename from pg_tables where schemaname = 'public' loop
          execute format('create table ${SEED_COPY}.%I as table public.%I', t.tablename, t.tablename);
        end loop;
      end $$;
      create table ${SEED_COPY}._sequences as
        select sequencename, last_value from pg_sequences where schemaname = 'public' and last_value is not null;`);
    copiedOn.set(client, seedDay());
  }
  return handle;
}
