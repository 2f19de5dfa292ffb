import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrationsFolder, openPostgres } from "../db/client";

// Several server processes started at once on an empty database; only PostgreSQL has several connections.
// PostgreSQL only (a *.pg.test.ts file runs in `npm run test:postgres`, never on the embedded database)
const adminUrl = process.env.TEST_DATABASE_URL ?? "";
if (!adminUrl) throw new Error("TEST_DATABASE_URL is unset: run this file with npm run test:postgres");

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function urlOf(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The tables, columns and indexes of a database's public schema, as one comparable list. */
function schemaOf(url: string): Promise<string[]> {
  return withClient(url, async (client) => {
    const columns = await client.query<{ line: string }>(
      `select table_name || '.' || column_name || ' ' || data_type as line
         from information_schema.columns where table_schema = 'public'`,
    );
    const indexes = await client.query<{ line: string }>(
      "select indexname || ' ' || indexdef as line from pg_indexes where schemaname = 'public'",
    );
    return [...columns.rows, ...indexes.rows].map((row) => row.line).sort();
  });
}

describe("migrations started together", () => {
  it("five pools migrating one empty database at once (five servers starting together) all succeed; the schema is complete", async () => {
    const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const empty = `t_migrate_${suffix}`;
    const reference = `t_migrate_ref_${suffix}`;
    await withClient(adminUrl, async (client) => {
      await client.query(`create database "${empty}"`);
      await client.query(`create database "${reference}"`);
    });
    try {
      const results = await Promise.allSettled(Array.from({ length: 5 }, () => openPostgres(urlOf(empty))));
      for (const result of results) if (result.status === "fulfilled") await result.value.close();
      const failures = results.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []));
      expect(failures).toEqual([]);

      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const applied = await withClient(urlOf(empty), async (client) => {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from drizzle.__drizzle_migrations",
        );
        return rows[0]?.n;
      });
      expect(applied).toBe(journal.entries.length);

      // The same schema as one process migrating alone.
      await (await openPostgres(urlOf(reference))).close();
      const expected = await schemaOf(urlOf(reference));
      expect(expected.length).toBeGreaterThan(100);
      expect(await schemaOf(urlOf(empty))).toEqual(expected);
    } finally {
      await withClient(adminUrl, async (client) => {
        await client.query(`drop database if exists "${empty}" with (force)`);
        await client.query(`drop database if exists "${reference}" with (force)`);
      });
    }
  }, 120_000);
});
