import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { productOptions } from "../../domains/catalog/tables";
import { rowsOf } from "../db/query-text";
import { seed } from "../db/seed";
import type { Db } from "../db/client";
import { createTestDb, seededTestDb } from "./db";

// The test databases a worker's files share one after another (server/platform/test/db.ts): a database handed back is
// as a fresh clone (empty, identities from 1, the template's shape), a closed handle answers as a closed database,
// and the demo data given back from the worker's copy is the seed's own, sequences included.

async function countsOf(db: Db): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const rows = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from public."${name}"`)));
    counts[name] = rows[0]!.n;
  }
  return counts;
}

async function nextOptionId(db: Db): Promise<number> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select nextval('product_options_id_seq')::int as id`));
  return rows[0]!.id;
}

describe("a test database handed back to the next file", () => {
  it("is empty with its identities restarted, and the closed handle no longer reaches it", async () => {
    const first = await createTestDb();
    await seed(first.db);
    expect((await first.db.select().from(productOptions)).length).toBeGreaterThan(0);
    await first.close();
    await expect(first.db.select().from(productOptions)).rejects.toThrow(/closed|end/i);

    const second = await createTestDb();
    try {
      const counts = await countsOf(second.db);
      expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
      expect(await nextOptionId(second.db)).toBe(1);
    } finally {
      await second.close();
    }
  });

  it("is not handed on when a file changed its shape", async () => {
    const changed = await createTestDb();
    await changed.db.execute(sql`alter table product_options add column left_behind integer`);
    await changed.close();

    const next = await createTestDb();
    try {
      const columns = rowsOf<{ name: string }>(
        await next.db.execute(
          sql`select column_name as name from information_schema.columns where table_name = 'product_options'`,
        ),
      );
      expect(columns.map((row) => row.name)).not.toContain("left_behind");
    } finally {
      await next.close();
    }
  });
});

describe("the demo data given back from the worker's copy", () => {
  it("has the rows and sequences the seed left", async () => {
    const seeded = await seededTestDb();
    const counts = await countsOf(seeded.db);
    const next = await nextOptionId(seeded.db);
    // a file's own writes go with the database, not into the copy
    await seeded.db.execute(sql`insert into server_secrets (name, value) values ('left-behind', 'x')`);
    await seeded.close();

    const again = await seededTestDb();
    try {
      expect(await countsOf(again.db)).toEqual(counts);
      expect(await nextOptionId(again.db)).toBe(next);
    } finally {
      await again.close();
    }

    const fresh = await createTestDb();
    try {
      await seed(fresh.db);
      expect(await countsOf(fresh.db)).toEqual(counts);
    } finally {
      await fresh.close();
    }
  });
});
