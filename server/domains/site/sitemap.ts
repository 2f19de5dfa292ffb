import type { SitemapSnapshot, SitemapSnapshotBody } from "@contracts/sitemap";
import { desc, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { sitemapSnapshots } from "./tables";
import { spend, type ThrottleRule, throttleKeys } from "../auth/throttle";

/**
 * How many snapshots are kept: the newest by save. Anyone may save one, so the table must not grow with every new
 * path a caller makes up; at most SITEMAP_KEEP x SITEMAP_HTML_MAX characters stay on disk.
 */
export const SITEMAP_KEEP = 200;

/** Saves from one client address: 60 per 15 minutes (a visitor's page views), then 429 until the window ends. */
export const SITEMAP_SAVES: ThrottleRule = { kind: "window", limit: 60, windowSeconds: 15 * 60 };

/** Counts a save against the caller's address; throws 429 TOO_MANY_ATTEMPTS once the budget is spent. */
export async function countSitemapSave(db: Db, address: string, now: Date): Promise<void> {
  await spend(db, throttleKeys.sitemapSaves(address), SITEMAP_SAVES, now);
}

/**
 * One snapshot per path: a second save replaces the HTML in place (one statement, safe under concurrency). Then
 * everything older than the newest `keep` goes, so the table stays bounded whatever paths callers invent.
 */
export async function saveSnapshot(
  db: Db,
  body: SitemapSnapshotBody,
  now: Date,
  keep: number = SITEMAP_KEEP,
): Promise<SitemapSnapshot> {
  const [row] = await db
    .insert(sitemapSnapshots)
    .values({ path: body.path, html: body.html, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: sitemapSnapshots.path,
      set: { html: body.html, updatedAt: now },
    })
    .returning({ path: sitemapSnapshots.path, updatedAt: sitemapSnapshots.updatedAt });
  if (!row) throw new Error("sitemap snapshot upsert returned no row");
  const older = db
    .select({ id: sitemapSnapshots.id })
    .from(sitemapSnapshots)
    .orderBy(desc(sitemapSnapshots.updatedAt), desc(sitemapSnapshots.id))
    .offset(keep);
  await db.delete(sitemapSnapshots).where(inArray(sitemapSnapshots.id, older));
  return { path: row.path, updated_at: row.updatedAt.toISOString() };
}
