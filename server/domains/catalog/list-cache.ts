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
 * concurrent askers of the same page share one query. Writes in this process (products, options, bookings) drop
 * the kept pages at once (`invalidateCatalog`); the second bounds what is seen of other writes (the jobs, another
 * server process on the same PostgreSQL). The detail page and every booking read the database itself, and capacity
 * is enforced where it is taken.
 *
 * Past its second a page is still answered while one query makes its successor (stale while revalidating): the
 * askers of that moment do not queue behind the query, which was the whole tail of the list's latency under load.
 * A page older than CATALOG_LIST_STALE_MS is never answered: then the askers wait for the fresh one.
 */
export const CATALOG_LIST_TTL_MS = 1_000;
export const CATALOG_LIST_STALE_MS = 5_000;
/** Keywords make the key space open-ended: past this many pages the cache starts over. */
const MAX_ENTRIES = 500;

/** `ready`: the page once its query has answered (only a ready page is answered stale); `next`: its successor. */
type Entry = { at: number; page: Promise<CachedPage>; ready?: CachedPage; next?: Promise<CachedPage> };
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
  if (hit?.ready && at - hit.at < CATALOG_LIST_STALE_MS) {
    hit.next ??= load(db, cache, key, query, now, at).finally(() => {
      hit.next = undefined;
    });
    // the successor's failure is its own asker's; this asker gets the page in hand
    hit.next.catch(() => undefined);
    return Promise.resolve(hit.ready);
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  return load(db, cache, key, query, now, at);
}

/** Runs the page's query and keeps the page under `key` from `at`; a failed query is not kept. */
function load(
  db: Db,
  cache: Map<string, Entry>,
  key: string,
  query: ProductSearch,
  now: Date,
  at: number,
): Promise<CachedPage> {
  const page = searchProducts(db, query, now).then((found) => ({
    ...found,
    answer: sharedText(JSON.stringify(ok(found.rows, found.meta))),
  }));
  const entry: Entry = { at, page };
  const previous = cache.get(key);
  // A refresh replaces the answered page only once it has its successor, so askers meanwhile keep the old one.
  if (!previous?.ready) cache.set(key, entry);
  page.then(
    (ready) => {
      entry.ready = ready;
      // unless an invalidation or a newer query replaced it meanwhile
      const current = cache.get(key);
      if (current === entry || current === previous) cache.set(key, entry);
    },
    () => {
      if (cache.get(key) === entry) cache.delete(key);
    },
  );
  return page;
}
