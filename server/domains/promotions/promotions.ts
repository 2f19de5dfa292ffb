import {
  isSameSitePath,
  PROMOTION_FALLBACK_PATH,
  PROMOTIONS_ADMIN_MESSAGES,
  PromotionCodeSchema,
  type PromotionLink,
} from "@contracts/promotions";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import { contractErrors } from "../reviews/errors";
import { promotionLinks } from "./tables";

export const promotionsAdminError = contractErrors("PROMOTION", PROMOTIONS_ADMIN_MESSAGES);

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

type LinkRow = Pick<
  typeof promotionLinks.$inferSelect,
  "code" | "targetPath" | "active" | "visits" | "lastVisitAt" | "createdAt"
>;

function toLink(row: LinkRow): PromotionLink {
  return {
    code: row.code,
    target_path: row.targetPath,
    active: row.active,
    visits: row.visits,
    last_visit_at: row.lastVisitAt ? row.lastVisitAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

const LINK_COLUMNS = {
  code: promotionLinks.code,
  targetPath: promotionLinks.targetPath,
  active: promotionLinks.active,
  visits: promotionLinks.visits,
  lastVisitAt: promotionLinks.lastVisitAt,
  createdAt: promotionLinks.createdAt,
};

/** Operators: every code, newest first. */
export async function listPromotions(db: Db): Promise<PromotionLink[]> {
  const rows = await db
    .select(LINK_COLUMNS)
    .from(promotionLinks)
    .orderBy(desc(promotionLinks.createdAt), asc(promotionLinks.code));
  return rows.map(toLink);
}

type PromotionInput = { target_path: string; active: boolean };

/** What an edit changed, as the audit trail keeps it: `{ field: { from, to } }`. */
function changes(before: LinkRow, input: PromotionInput): Record<string, { from: unknown; to: unknown }> {
  const detail: Record<string, { from: unknown; to: unknown }> = {};
  if (before.targetPath !== input.target_path) detail.target_path = { from: before.targetPath, to: input.target_path };
  if (before.active !== input.active) detail.active = { from: before.active, to: input.active };
  return detail;
}

/** The action an edit is told as: switching the code off or on says so; any other change is an edit. */
function editAction(before: LinkRow, input: PromotionInput): string {
  if (before.active && !input.active) return "disabled";
  if (!before.active && input.active) return "enabled";
  return "edited";
}

/**
 * Creates a code or changes its target and state as `actor`; its visit count stays. The change and its audit
 * entry (`created`, or `edited` / `disabled` / `enabled` with the fields changed) land together.
 */
export async function putPromotion(
  db: Db,
  actor: Actor,
  code: string,
  input: PromotionInput,
  now: Date,
): Promise<{ link: PromotionLink; created: boolean }> {
  return asActor(db, actor, async (tx) => {
    const [before] = await tx
      .select(LINK_COLUMNS)
      .from(promotionLinks)
      .where(eq(promotionLinks.code, code))
      .for("update");
    const [row] = await tx
      .insert(promotionLinks)
      .values({ code, targetPath: input.target_path, active: input.active, createdAt: now })
      .onConflictDoUpdate({
        target: promotionLinks.code,
        set: { targetPath: input.target_path, active: input.active },
      })
      // xmax is 0 only on a row this statement inserted (an update leaves the old version's id there)
      .returning({ ...LINK_COLUMNS, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error("promotion upsert returned nothing");
    const created = Boolean(row.created);
    if (created || !before) {
      await recordAudit(tx, actor, {
        subject: "promotion",
        subjectId: code,
        action: "created",
        detail: { target_path: input.target_path, active: input.active },
      });
    } else {
      const detail = changes(before, input);
      if (Object.keys(detail).length > 0) {
        await recordAudit(tx, actor, {
          subject: "promotion",
          subjectId: code,
          action: editAction(before, input),
          detail,
        });
      }
    }
    return { link: toLink(row), created };
  });
}

/** A new code only: 409 when the code is taken. */
export async function createPromotion(
  db: Db,
  actor: Actor,
  input: PromotionInput & { code: string },
  now: Date,
): Promise<PromotionLink> {
  return asActor(db, actor, async (tx) => {
    const [row] = await tx
      .insert(promotionLinks)
      .values({ code: input.code, targetPath: input.target_path, active: input.active, createdAt: now })
      .onConflictDoNothing({ target: promotionLinks.code })
      .returning(LINK_COLUMNS);
    if (!row) throw promotionsAdminError(409, "duplicate", "code");
    await recordAudit(tx, actor, {
      subject: "promotion",
      subjectId: input.code,
      action: "created",
      detail: { target_path: input.target_path, active: input.active },
    });
    return toLink(row);
  });
}
