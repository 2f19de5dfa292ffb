import type { SitemapSnapshot, SitemapSnapshotBody } from "@contracts/sitemap";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sitemapSnapshots } from "../db/schema";

/** One snapshot per path: a second save replaces the HTML in place (one statement, safe under concurrency). */
export async function saveSnapshot(db: Db, body: SitemapSnapshotBody): Promise<SitemapSnapshot> {
  const [row] = await db
    .insert(sitemapSnapshots)
    .values({ path: body.path, html: body.html })
    .onConflictDoUpdate({
      target: sitemapSnapshots.path,
      set: { html: body.html, updatedAt: sql`now()` },
    })
    .returning({ path: sitemapSnapshots.path, updatedAt: sitemapSnapshots.updatedAt });
  if (!row) throw new Error("sitemap snapshot upsert returned no row");
  return { path: row.path, updated_at: row.updatedAt.toISOString() };
}
