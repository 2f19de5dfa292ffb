import { fromMinor } from "@contracts/money";
import { PAID_RESERVATION_STATUSES } from "@contracts/reservations";
import {
  isSameSitePath,
  PROMOTION_FALLBACK_PATH,
  PROMOTIONS_ADMIN_MESSAGES,
  PromotionCodeSchema,
  type PromotionLink,
} from "@contracts/promotions";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import type { DbOrTx } from "../auth/sessions";
import { reservations } from "../reservations/tables";
import { contractErrors } from "../reviews/errors";
import { type PromotionAttributionKind, promotionAttributions, promotionLinks } from "./tables";

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

/** What a link brought: sign-ups, bookings not cancelled, and the paid bookings' totals per currency (minor units). */
type LinkFigures = { signups: number; bookings: number; usdMinor: number; krwMinor: number };

const NO_FIGURES: LinkFigures = { signups: 0, bookings: 0, usdMinor: 0, krwMinor: 0 };

function toLink(row: LinkRow, figures: LinkFigures = NO_FIGURES): PromotionLink {
  return {
    code: row.code,
    target_path: row.targetPath,
    active: row.active,
    visits: row.visits,
    last_visit_at: row.lastVisitAt ? row.lastVisitAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    signups: figures.signups,
    bookings: figures.bookings,
    revenue: { usd: fromMinor(figures.usdMinor, "USD"), krw: fromMinor(figures.krwMinor, "KRW") },
  };
}

/**
 * The sign-ups and bookings attributed to each link (all links, or the ones named), in one grouped query: a booking
 * counts unless it was cancelled, and its total counts as revenue once it is paid (ADR 0034).
 */
async function figuresOf(db: DbOrTx, codes?: readonly string[]): Promise<Map<string, LinkFigures>> {
  const booking = sql`${promotionAttributions.kind} = 'booking'`;
  const paid = sql`${reservations.status} in (${sql.join(
    PAID_RESERVATION_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )})`;
  const revenue = (currency: "USD" | "KRW") =>
    sql<number>`coalesce(sum(${reservations.totalMinor}) filter (where ${booking} and ${paid} and ${reservations.currency} = ${currency}), 0)::float8`;
  const rows = await db
    .select({
      code: promotionAttributions.code,
      signups: sql<number>`(count(*) filter (where ${promotionAttributions.kind} = 'signup'))::int`,
      bookings: sql<number>`(count(*) filter (where ${booking} and ${reservations.status} <> 'cancelled'))::int`,
      usdMinor: revenue("USD"),
      krwMinor: revenue("KRW"),
    })
    .from(promotionAttributions)
    .leftJoin(reservations, and(booking, eq(reservations.id, promotionAttributions.subjectId)))
    .where(codes ? inArray(promotionAttributions.code, [...codes]) : undefined)
    .groupBy(promotionAttributions.code);
  return new Map(
    rows.map((row) => [
      row.code,
      {
        signups: Number(row.signups),
        bookings: Number(row.bookings),
        usdMinor: Number(row.usdMinor),
        krwMinor: Number(row.krwMinor),
      },
    ]),
  );
}

/**
 * Records that a member account (`signup`) or a shop reservation (`booking`) came from `code`: nothing when the code
 * does not exist or the subject already has its link (the first one stays). Answers whether a row was written.
 */
export async function recordAttribution(
  db: DbOrTx,
  input: { code: string; kind: PromotionAttributionKind; subjectId: number; now: Date },
): Promise<boolean> {
  if (!PromotionCodeSchema.safeParse(input.code).success) return false;
  const [link] = await db
    .select({ code: promotionLinks.code })
    .from(promotionLinks)
    .where(eq(promotionLinks.code, input.code));
  if (!link) return false;
  const written = await db
    .insert(promotionAttributions)
    .values({ code: link.code, kind: input.kind, subjectId: input.subjectId, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ code: promotionAttributions.code });
  return written.length > 0;
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
  const figures = await figuresOf(db);
  return rows.map((row) => toLink(row, figures.get(row.code)));
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
    const figures = created ? undefined : (await figuresOf(tx, [code])).get(code);
    return { link: toLink(row, figures), created };
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
