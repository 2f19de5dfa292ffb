import {
  isSameSitePath,
  PROMOTION_FALLBACK_PATH,
  PromotionCodeSchema,
  type PromotionLink,
} from "@contracts/promotions";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { promotionLinks } from "./tables";

export type VisitOutcome = { target: string; known: boolean };

const FALLBACK: VisitOutcome = { target: PROMOTION_FALLBACK_PATH, known: false };

/** The stored path, if it still is one on this site (the table checks it too; a redirect must never leave). */
const outcome = (target: string | undefined): VisitOutcome =>
  target !== undefined && isSameSitePath(target) ? { target, known: true } : FALLBACK;

/**
 * Counts one visit of an active code and answers its target, in one UPDATE ... RETURNING: concurrent visits each
 * add exactly one. An unknown, inactive, malformed or missing code counts nothing and leads to the fallback.
 */
export async function visitPromotion(db: Db, code: string, now: Date): Promise<VisitOutcome> {
  const value = code.trim();
  if (!PromotionCodeSchema.safeParse(value).success) return FALLBACK;
  const [row] = await db
    .update(promotionLinks)
    .set({ visits: sql`${promotionLinks.visits} + 1`, lastVisitAt: now })
    .where(and(eq(promotionLinks.code, value), eq(promotionLinks.active, true)))
    .returning({ target: promotionLinks.targetPath });
  return outcome(row?.target);
}

/** Where a code leads, without counting (HEAD requests: link checkers and previews are not visitors). */
export async function peekPromotion(db: Db, code: string): Promise<VisitOutcome> {
  const value = code.trim();
  if (!PromotionCodeSchema.safeParse(value).success) return FALLBACK;
  const [row] = await db
    .select({ target: promotionLinks.targetPath })
    .from(promotionLinks)
    .where(and(eq(promotionLinks.code, value), eq(promotionLinks.active, true)));
  return outcome(row?.target);
}

type LinkRow = Pick<typeof promotionLinks.$inferSelect, "code" | "targetPath" | "active" | "visits" | "lastVisitAt">;

function toLink(row: LinkRow): PromotionLink {
  return {
    code: row.code,
    target_path: row.targetPath,
    active: row.active,
    visits: row.visits,
    last_visit_at: row.lastVisitAt ? row.lastVisitAt.toISOString() : null,
  };
}

const LINK_COLUMNS = {
  code: promotionLinks.code,
  targetPath: promotionLinks.targetPath,
  active: promotionLinks.active,
  visits: promotionLinks.visits,
  lastVisitAt: promotionLinks.lastVisitAt,
};

/** Operators: every code, newest first. */
export async function listPromotions(db: Db): Promise<PromotionLink[]> {
  const rows = await db
    .select(LINK_COLUMNS)
    .from(promotionLinks)
    .orderBy(desc(promotionLinks.createdAt), asc(promotionLinks.code));
  return rows.map(toLink);
}

/** Creates a code or changes its target and state; its visit count stays. */
export async function putPromotion(
  db: Db,
  code: string,
  input: { target_path: string; active: boolean },
  now: Date,
): Promise<{ link: PromotionLink; created: boolean }> {
  const [row] = await db
    .insert(promotionLinks)
    .values({ code, targetPath: input.target_path, active: input.active, createdAt: now })
    .onConflictDoUpdate({
      target: promotionLinks.code,
      set: { targetPath: input.target_path, active: input.active },
    })
    // xmax is 0 only on a row this statement inserted (an update leaves the old version's id there)
    .returning({ ...LINK_COLUMNS, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error("promotion upsert returned nothing");
  return { link: toLink(row), created: Boolean(row.created) };
}
