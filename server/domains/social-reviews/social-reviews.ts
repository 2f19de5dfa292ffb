import type { PageMeta } from "@contracts/envelope";
import { isBookingCompleted } from "@contracts/reviews";
import {
  platformForUrl,
  SOCIAL_REVIEW_MESSAGES,
  type SocialReviewRequest,
  type SocialReviewStatus,
} from "@contracts/social-reviews";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { pointLedger } from "../members/tables";
import { reservationItems, reservations } from "../reservations/tables";
import { socialReviewRequests } from "./tables";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import { uniqueViolation } from "../auth/errors";
import type { DbOrTx } from "../auth/sessions";
import { reservationError } from "../reservations/errors";
import { orderName } from "../reservations/view";
import { contractErrors } from "../reviews/errors";
import type { Lang } from "../reviews/reviews";
import { pageMeta, pageOffset } from "../../platform/db/paging";

export const socialReviewError = contractErrors("SOCIAL_REVIEW", SOCIAL_REVIEW_MESSAGES);

/** Why the ledger holds an approval's points (the points screens show this reason). */
export const SOCIAL_REVIEW_REASON = "social_review";

type RequestRow = typeof socialReviewRequests.$inferSelect;
type Paging = { page: number; per_page: number };

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Shapes requests for the API with their booking's number and product names (two queries for any number of rows). */
async function toRequests(db: DbOrTx, rows: readonly RequestRow[], lang: Lang): Promise<SocialReviewRequest[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.reservationId))];
  const numbers = await db
    .select({ id: reservations.id, number: reservations.number })
    .from(reservations)
    .where(inArray(reservations.id, ids));
  const items = await db
    .select()
    .from(reservationItems)
    .where(inArray(reservationItems.reservationId, ids))
    .orderBy(asc(reservationItems.id));
  const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    id: row.id,
    reservation_id: row.reservationId,
    reservation_number: numberOf.get(row.reservationId) ?? "",
    product_name: orderName(
      items.filter((item) => item.reservationId === row.reservationId),
      lang,
    ),
    platform: row.platform,
    url: row.url,
    status: row.status,
    operator_note: row.operatorNote,
    points_granted: row.pointsGranted,
    can_edit: row.status === "pending",
    reviewed_at: iso(row.reviewedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

async function toRequest(db: DbOrTx, row: RequestRow, lang: Lang): Promise<SocialReviewRequest> {
  const [shaped] = await toRequests(db, [row], lang);
  if (!shaped) throw new Error("review request vanished while shaping it");
  return shaped;
}

async function listRequests(db: Db, where: SQL | undefined, query: Paging & { lang: Lang }) {
  const [counted] = await db.select({ n: count() }).from(socialReviewRequests).where(where);
  const rows = await db
    .select()
    .from(socialReviewRequests)
    .where(where)
    .orderBy(desc(socialReviewRequests.createdAt), desc(socialReviewRequests.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  const meta: PageMeta = pageMeta(query, counted?.n ?? 0);
  return { data: await toRequests(db, rows, query.lang), meta };
}

/** The member's own requests, newest first. */
export function listMyRequests(db: Db, memberId: number, query: Paging & { lang: Lang }) {
  return listRequests(db, eq(socialReviewRequests.memberId, memberId), query);
}

/** Operators: every member's requests in one status (or all), newest first. */
export function listAllRequests(db: Db, query: Paging & { lang: Lang; status: SocialReviewStatus | "all" }) {
  return listRequests(db, query.status === "all" ? undefined : eq(socialReviewRequests.status, query.status), query);
}

/** The same address twice for one booking is refused by the unique index, also when two requests race. */
function duplicateOr(error: unknown): unknown {
  return uniqueViolation(error) === undefined ? error : socialReviewError(409, "duplicate", "url");
}

/** Sends a link for one of the member's completed bookings; the platform is read from the address. */
export async function createRequest(
  db: Db,
  memberId: number,
  input: { reservation_id: number; url: string },
  now: Date,
  lang: Lang,
): Promise<SocialReviewRequest> {
  const [booking] = await db
    .select({ status: reservations.status, departureDate: reservations.departureDate })
    .from(reservations)
    .where(and(eq(reservations.id, input.reservation_id), eq(reservations.memberId, memberId)));
  if (!booking) throw reservationError(404, "reservationNotFound", "reservation_id");
  if (!isBookingCompleted(booking.status, booking.departureDate, now)) {
    throw socialReviewError(409, "notCompleted", "reservation_id");
  }
  const [row] = await db
    .insert(socialReviewRequests)
    .values({
      memberId,
      reservationId: input.reservation_id,
      platform: platformForUrl(input.url),
      url: input.url,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [socialReviewRequests.reservationId, socialReviewRequests.url] })
    .returning();
  if (!row) throw socialReviewError(409, "duplicate", "url");
  return toRequest(db, row, lang);
}

/** One of the member's own requests; another member's is "not found". */
export async function ownRequest(db: Db, memberId: number, id: number, lang: Lang): Promise<SocialReviewRequest> {
  const [row] = await db
    .select()
    .from(socialReviewRequests)
    .where(and(eq(socialReviewRequests.id, id), eq(socialReviewRequests.memberId, memberId)));
  if (!row) throw socialReviewError(404, "notFound");
  return toRequest(db, row, lang);
}

/** Changes the link while the request waits; once an operator decided, it is 409. */
export async function updateRequest(
  db: Db,
  memberId: number,
  id: number,
  url: string,
  now: Date,
  lang: Lang,
): Promise<SocialReviewRequest> {
  const mine = and(eq(socialReviewRequests.id, id), eq(socialReviewRequests.memberId, memberId));
  let row: RequestRow | undefined;
  try {
    // Guarded by the status, so an approval that lands first wins and this change is refused.
    [row] = await db
      .update(socialReviewRequests)
      .set({ url, platform: platformForUrl(url), updatedAt: now })
      .where(and(mine, eq(socialReviewRequests.status, "pending")))
      .returning();
  } catch (error) {
    throw duplicateOr(error);
  }
  if (row) return toRequest(db, row, lang);
  const [exists] = await db.select({ id: socialReviewRequests.id }).from(socialReviewRequests).where(mine);
  throw exists ? socialReviewError(409, "notPending") : socialReviewError(404, "notFound");
}

/** A year from `now`, on the same calendar day. */
function oneYearFrom(now: Date): Date {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later;
}

/**
 * Operator's decision on a pending request, as `actor`: the change, its points and its audit entry land in one
 * transaction. The status-guarded UPDATE lets only one decision through (a second, even a simultaneous one, waits
 * for the first's row lock, then finds it decided: 409); an approval's points are written to the ledger in the same
 * transaction, so points are granted exactly once, when the request reads approved.
 */
export function decideRequest(
  db: Db,
  actor: Actor,
  id: number,
  decision: { approve: true; points: number; note: string } | { approve: false; note: string },
  now: Date,
  lang: Lang,
): Promise<SocialReviewRequest> {
  return asActor(db, actor, async (tx) => {
    const points = decision.approve ? decision.points : 0;
    const [row] = await tx
      .update(socialReviewRequests)
      .set({
        status: decision.approve ? "approved" : "rejected",
        operatorNote: decision.note,
        pointsGranted: points,
        reviewedAt: now,
        reviewedBy: actor.accountId,
        updatedAt: now,
      })
      .where(and(eq(socialReviewRequests.id, id), eq(socialReviewRequests.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: socialReviewRequests.id })
        .from(socialReviewRequests)
        .where(eq(socialReviewRequests.id, id));
      throw exists ? socialReviewError(409, "notPending") : socialReviewError(404, "notFound");
    }
    if (points > 0) {
      await tx.insert(pointLedger).values({
        accountId: row.memberId,
        kind: "earn",
        amount: points,
        reason: SOCIAL_REVIEW_REASON,
        reasonKo: "SNS 후기 적립",
        expiresAt: oneYearFrom(now),
        createdAt: now,
      });
    }
    await recordAudit(tx, actor, {
      subject: "social_review",
      subjectId: id,
      action: decision.approve ? "approved" : "rejected",
      detail: decision.approve
        ? { status: { from: "pending", to: "approved" }, points, note: decision.note }
        : { status: { from: "pending", to: "rejected" }, reason: decision.note },
    });
    // Shaped inside the transaction: the caller gets the row as committed.
    return toRequest(tx, row, lang);
  });
}
