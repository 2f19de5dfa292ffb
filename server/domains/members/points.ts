import type { PageMeta } from "@contracts/envelope";
import type { PointRow, PointsQuerySchema } from "@contracts/members";
import type { Lang } from "@contracts/settings";
import { and, asc, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../platform/db/client";
import { pointLedger } from "./tables";
import { pageMeta, pageOffset } from "../../platform/db/paging";

type PointsQuery = z.output<typeof PointsQuerySchema>;
type LedgerRow = typeof pointLedger.$inferSelect;

function usable(row: LedgerRow, now: Date): boolean {
  return row.amount > 0 && (row.expiresAt === null || row.expiresAt.getTime() > now.getTime());
}

export function toPointRow(row: LedgerRow, now: Date, lang: Lang): PointRow {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    // a row written before Korean reasons existed keeps its English one
    reason: lang === "ko" && row.reasonKo ? row.reasonKo : row.reason,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
    is_valid: usable(row, now),
  };
}

async function page(
  db: Db,
  where: SQL | undefined,
  query: { page: number; per_page: number; direction: "asc" | "desc"; lang: Lang },
  now: Date,
): Promise<{ rows: PointRow[]; meta: PageMeta }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointLedger)
    .where(where);
  const total = count?.n ?? 0;
  const order = query.direction === "asc" ? asc : desc;
  const rows = await db
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(order(pointLedger.createdAt), order(pointLedger.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return {
    rows: rows.map((row) => toPointRow(row, now, query.lang)),
    meta: pageMeta(query, total),
  };
}

/** Earning rows (positive amounts); `is_valid=1` keeps those still usable now. */
export function listEarnings(db: Db, accountId: number, query: PointsQuery, now: Date) {
  const earned = and(eq(pointLedger.accountId, accountId), gt(pointLedger.amount, 0));
  const where =
    query.is_valid === 1 ? and(earned, or(isNull(pointLedger.expiresAt), gt(pointLedger.expiresAt, now))) : earned;
  return page(db, where, query, now);
}

/** Every ledger row: earnings, uses, expiries, refunds. */
export function listHistory(
  db: Db,
  accountId: number,
  query: { page: number; per_page: number; direction: "asc" | "desc"; lang: Lang },
  now: Date,
) {
  return page(db, eq(pointLedger.accountId, accountId), query, now);
}
