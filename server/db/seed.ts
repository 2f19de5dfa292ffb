import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { commonCodes, menus, seedState, settingsMeta } from "./schema";
import { SEED_COMMON_CODES, SEED_MENUS, SEED_SETTINGS_META } from "./seed-data";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type SeedStep = { name: string; run: (tx: Tx) => Promise<void> };

export type SeedReport = { applied: string[]; skipped: string[] };

const LANGS = ["en", "ko"] as const;

const steps: SeedStep[] = [
  {
    name: "menus-v1",
    run: async (tx) => {
      for (const lang of LANGS) {
        for (const [index, item] of SEED_MENUS.entries()) {
          const [parent] = await tx
            .insert(menus)
            .values({ lang, title: item.title[lang], path: item.path, sortOrder: (index + 1) * 10 })
            .returning({ id: menus.id });
          if (!parent) throw new Error(`seed: menu ${item.path} was not inserted`);
          const children = item.children ?? [];
          if (children.length === 0) continue;
          await tx.insert(menus).values(
            children.map((child, childIndex) => ({
              parentId: parent.id,
              lang,
              title: child.title[lang],
              path: child.path,
              sortOrder: (childIndex + 1) * 10,
            })),
          );
        }
      }
    },
  },
  {
    name: "common-codes-v1",
    run: async (tx) => {
      const rows = Object.entries(SEED_COMMON_CODES).flatMap(([type, codes]) =>
        codes.map(([code, nameEn, nameKo], index) => ({
          type,
          code,
          nameEn,
          nameKo,
          sortOrder: (index + 1) * 10,
        })),
      );
      await tx.insert(commonCodes).values(rows).onConflictDoNothing();
    },
  },
  {
    name: "settings-meta-v1",
    run: async (tx) => {
      await tx.insert(settingsMeta).values(SEED_SETTINGS_META).onConflictDoNothing();
    },
  },
];

/**
 * Fills a fresh database with demo content. Each step runs once: its row in seed_state is
 * written in the same transaction, so a restart, a second call or a second server process
 * never duplicates rows nor overwrites what people changed since.
 */
export async function seed(db: Db): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] };
  for (const step of steps) {
    const applied = await db.transaction(async (tx) => {
      // On PostgreSQL a concurrent seeder blocks here until the first one commits, then skips.
      const claimed = await tx
        .insert(seedState)
        .values({ step: step.name })
        .onConflictDoNothing()
        .returning({ step: seedState.step });
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    (applied ? report.applied : report.skipped).push(step.name);
  }
  return report;
}

/** Row counts per seeded table, for the CLI and tests. */
export type SeedCounts = { menus: number; common_codes: number; settings_meta: number };

export async function seedCounts(db: Db): Promise<SeedCounts> {
  const count = async (table: typeof menus | typeof commonCodes | typeof settingsMeta) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    menus: await count(menus),
    common_codes: await count(commonCodes),
    settings_meta: await count(settingsMeta),
  };
}
