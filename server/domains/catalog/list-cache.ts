import type { PageMeta } from "@contracts/envelope";
import type { ProductSummary } from "@contracts/catalog";
import type { Db } from "../../platform/db/client";
import { firstBookableDay } from "./days";
import { type SharedText, sharedText } from "../../platform/http/compression";
import { ok } from "../../platform/http/respond";
import { type ProductSearch, searchProducts } from "./products";

type Page = { rows: ProductSummary[]; meta: PageMeta };
/**
 * The page and its JSON answer (`{data, meta}`), serialised once, and compressed once per encoding, for everyone
 * who asks within the second.
 */
export type CachedPage = Page & { answer: SharedText };

/**
 * The list is the shop's hottest read and PGlite runs one query at a time, so a page is kept for a second and
 * concurrent askers of the same page share one query. A second is as stale as a listing may get: the detail page
 * and every booking read the database itself, and capacity is enforced where it is taken.
 */
export const CATALOG_LIST_TTL_MS = 1_000;
/** Keywords make the key space open-ended: past this many pages the cache starts over. */
const MAX_ENTRIES = 500;

type Entry = { at: number; page: Promise<CachedPage> };
const caches = new WeakMap<Db, Map<string, Entry>>();

/** Drops the cached pages of one database; call it after writing products, options or their places. */
export function invalidateCatalog(db: Db): void {
  caches.get(db)?.clear();
}

export function cachedSearchProducts(db: Db, query: ProductSearch, now: Date): Promise<CachedPage> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  // The first bookable day is part of the key: a page computed yesterday says nothing about today.
  const key = JSON.stringify([
    firstBookableDay(now),
    query.category,
    query.region,
    query.keyword ?? null,
    query.kind ?? null,
    query.featured ?? null,
    query.sort,
    query.page,
    query.per_page,
    query.lang,
  ]);
  const at = performance.now();
  const hit = cache.get(key);
  if (hit && at - hit.at < CATALOG_LIST_TTL_MS) return hit.page;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const page = searchProducts(db, query, now).then((found) => ({
    ...found,
    answer: sharedText(JSON.stringify(ok(found.rows, found.meta))),
  }));
  const entry = { at, page };
  cache.set(key, entry);
  // A failed query is not remembered: the next caller asks again.
  page.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return page;
}
