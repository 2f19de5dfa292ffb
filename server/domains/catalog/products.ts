import {
  type CatalogFacets,
  CategorySchema,
  type ProductSearchQuerySchema,
  type ProductSummary,
  RegionSchema,
} from "@contracts/catalog";
import type { PageMeta } from "@contracts/envelope";
import { eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { products } from "./tables";
import { firstBookableDay } from "./days";
import { NAME_COLUMN, type SummaryRow, summaryFrom, toSummary } from "./sql";
import { containsPattern, rowsOf } from "../../platform/db/query-text";
import { pageMeta } from "../../platform/db/paging";

export type ProductSearch = z.output<typeof ProductSearchQuerySchema>;

type Sort = ProductSearch["sort"];

const ORDER: Record<Exclude<Sort, "name">, SQL> = {
  recommended: sql`p.rank asc, p.id asc`,
  price_asc: sql`best.usd asc nulls last, p.id asc`,
  price_desc: sql`best.usd desc nulls last, p.id asc`,
  newest: sql`p.created_at desc, p.id desc`,
};

function orderBy(query: ProductSearch): SQL {
  // "C" gives the same order on PGlite and on any server locale; Hangul syllables sit in dictionary order there.
  if (query.sort === "name") return sql`lower(${NAME_COLUMN[query.lang]}) collate "C" asc, p.id asc`;
  return ORDER[query.sort];
}

function filters(query: ProductSearch): SQL {
  // the summit's courses are sold on their own site (ADR 0027)
  const where: SQL[] = [sql`p.channel = 'shop'`];
  if (query.category !== "all") where.push(sql`p.category = ${query.category}`);
  if (query.region !== "all") where.push(sql`p.region = ${query.region}`);
  if (query.kind !== undefined) where.push(sql`p.kind = ${query.kind}`);
  if (query.featured === 1) where.push(sql`p.featured`);
  if (query.keyword !== undefined) {
    const pattern = containsPattern(query.keyword);
    where.push(
      sql`(p.name_en ilike ${pattern} or p.name_ko ilike ${pattern} or p.summary_en ilike ${pattern} or p.summary_ko ilike ${pattern})`,
    );
  }
  return sql.join(where, sql` and `);
}

/**
 * One page of the catalogue in one query: the best option comes from a lateral join and the total from a window
 * count, so the list costs the same whatever the page holds.
 */
export async function searchProducts(
  db: Db,
  query: ProductSearch,
  now: Date,
): Promise<{ rows: ProductSummary[]; meta: PageMeta }> {
  const where = filters(query);
  const offset = (query.page - 1) * query.per_page;
  const result = await db.execute(sql`
    ${summaryFrom(query.lang, firstBookableDay(now))}
    where ${where}
    order by ${orderBy(query)}
    limit ${query.per_page} offset ${offset}`);
  const rows = rowsOf<SummaryRow>(result);
  let total = rows.length > 0 ? Number(rows[0]?.total ?? 0) : 0;
  // Past the last page the window count has no row to ride on.
  if (rows.length === 0 && query.page > 1) {
    const counted = await db.execute(sql`select count(*)::int as total from products p where ${where}`);
    total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  }
  return {
    rows: rows.map(toSummary),
    meta: pageMeta(query, total),
  };
}

/** How many products each category and region holds; every code is listed, zeros included. */
export async function catalogFacets(db: Db): Promise<CatalogFacets> {
  const rows = await db
    .select({
      category: products.category,
      region: products.region,
      n: sql<number>`count(*)::int`,
    })
    .from(products)
    .where(eq(products.channel, "shop"))
    .groupBy(products.category, products.region);
  const count = <T extends string>(codes: readonly T[], pick: (row: (typeof rows)[number]) => string) =>
    codes.map((code) => ({
      code,
      count: rows.filter((row) => pick(row) === code).reduce((sum, row) => sum + Number(row.n), 0),
    }));
  return {
    categories: count(CategorySchema.options, (row) => row.category),
    regions: count(RegionSchema.options, (row) => row.region),
  };
}
