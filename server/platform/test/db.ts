import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { type DbHandle, openPostgres, wrapPglite } from "../db/client";

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
 * A migrated, empty database of its own for one test file: a throwaway database on the server
 * named by TEST_DATABASE_URL, else a clone of the run's PGlite template.
 */
export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createPostgresTestDb(adminUrl);
  const template = process.env.PGLITE_TEMPLATE;
  if (!template) {
    // Run outside the vitest project (no global setup): start fresh and migrate.
    return wrapPglite(await PGlite.create());
  }
  templateData ??= new Blob([readFileSync(template)]);
  const client = await PGlite.create({ loadDataDir: templateData });
  // The template is migrated already; migrating again is a cheap no-op that keeps clones honest.
  return wrapPglite(client);
}
