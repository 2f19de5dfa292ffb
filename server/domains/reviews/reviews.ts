import type { PageMeta } from "@contracts/envelope";
import {
  type CompletedBooking,
  isBookingCompleted,
  maskReviewerName,
  type RatingSummary,
  REVIEW_MESSAGES,
  type Review,
  type ReviewFields,
  type ReviewSort,
} from "@contracts/reviews";
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { accounts } from "../auth/tables";
import { products } from "../catalog/tables";
import { reservationItems, reservations } from "../reservations/tables";
import { reviews, reviewVotes } from "./tables";
import { shopToday } from "@contracts/reservations";
import { reservationError } from "../reservations/errors";
import { contractErrors } from "./errors";
import { pageMeta, type Paging } from "../../platform/db/paging";

export type Lang = "en" | "ko";

export const reviewError = contractErrors("REVIEW", REVIEW_MESSAGES);

/** Statuses whose bookings can become completed ones (the rest never are: see isBookingCompleted). */
const PAID_STATUSES = ["confirmed", "requested"] as const;

/** The columns a review is shaped from; `viewerId` (a member, or null for a guest) fills `mine` and `voted`. */
function reviewColumns(viewerId: number | null, lang: Lang) {
  return {
    id: reviews.id,
    productId: reviews.productId,
    reservationId: reviews.reservationId,
    memberId: reviews.memberId,
    title: reviews.title,
    rating: reviews.rating,
    content: reviews.content,
    helpfulCount: reviews.helpfulCount,
    hiddenAt: reviews.hiddenAt,
    hiddenReason: reviews.hiddenReason,
    createdAt: reviews.createdAt,
    updatedAt: reviews.updatedAt,
    productName: lang === "ko" ? products.nameKo : products.nameEn,
    authorName: accounts.name,
    voted:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${reviewVotes} where ${reviewVotes.reviewId} = ${reviews.id} and ${reviewVotes.memberId} = ${viewerId})`,
  };
}

type ReviewRow = {
  id: number;
  productId: number;
  reservationId: number;
  memberId: number;
  title: string;
  rating: number;
  content: string;
  helpfulCount: number;
  hiddenAt: Date | null;
  hiddenReason: string;
  createdAt: Date;
  updatedAt: Date;
  productName: string;
  authorName: string;
  voted: boolean;
};

function toReview(row: ReviewRow, viewerId: number | null): Review {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    reservation_id: row.reservationId,
    author: maskReviewerName(row.authorName),
    mine: viewerId !== null && row.memberId === viewerId,
    title: row.title,
    rating: row.rating,
    content: row.content,
    helpful_count: row.helpfulCount,
    voted: Boolean(row.voted),
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function selectReviews(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
  viewerId: number | null,
  lang: Lang,
): Promise<{ data: Review[]; meta: PageMeta }> {
  const [counted] = await db.select({ n: count() }).from(reviews).where(where);
  const rows = await db
    .select(reviewColumns(viewerId, lang))
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(accounts, eq(accounts.id, reviews.memberId))
    .where(where)
    .orderBy(...order)
    .limit(paging.per_page)
    .offset((paging.page - 1) * paging.per_page);
  return { data: rows.map((row) => toReview(row, viewerId)), meta: pageMeta(paging, counted?.n ?? 0) };
}

const LATEST = [desc(reviews.createdAt), desc(reviews.id)];
const ORDER: Record<ReviewSort, SQL[]> = {
  latest: LATEST,
  recommended: [desc(reviews.helpfulCount), ...LATEST],
  rating: [desc(reviews.rating), ...LATEST],
};

export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  return row !== undefined;
}

/** The reviews the product's page shows: those an operator hid are left out (of the lists and the averages). */
const shownOf = (productId: number) => and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));

/** A product's reviews in the asked order (public; a member sees which are theirs and which they marked). */
export function listProductReviews(
  db: Db,
  productId: number,
  query: Paging & { sort: ReviewSort; lang: Lang },
  viewerId: number | null,
) {
  return selectReviews(db, shownOf(productId), ORDER[query.sort], query, viewerId, query.lang);
}

/** Average (one decimal), count and the 1..5 star distribution, in one pass over the product's shown reviews. */
export async function ratingSummary(db: Db, productId: number): Promise<RatingSummary> {
  const stars = (n: number) => sql<number>`(count(*) filter (where ${reviews.rating} = ${n}))::int`;
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      average: sql<number>`coalesce(round(avg(${reviews.rating})::numeric, 1), 0)::float8`,
      one: stars(1),
      two: stars(2),
      three: stars(3),
      four: stars(4),
      five: stars(5),
    })
    .from(reviews)
    .where(shownOf(productId));
  return {
    product_id: productId,
    average: Number(row?.average ?? 0),
    count: Number(row?.count ?? 0),
    distribution: [row?.one, row?.two, row?.three, row?.four, row?.five].map((n) => Number(n ?? 0)),
  };
}

/** The member's own reviews, newest first. */
export function listMyReviews(db: Db, memberId: number, query: Paging & { lang: Lang }) {
  return selectReviews(db, eq(reviews.memberId, memberId), LATEST, query, memberId, query.lang);
}

/** One of the member's own reviews; another member's is "not found", so its existence is not revealed. */
export async function ownReview(db: Db, memberId: number, id: number, lang: Lang): Promise<Review> {
  const [row] = await db
    .select(reviewColumns(memberId, lang))
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(accounts, eq(accounts.id, reviews.memberId))
    .where(and(eq(reviews.id, id), eq(reviews.memberId, memberId)));
  if (!row) throw reviewError(404, "notFound");
  return toReview(row, memberId);
}

/**
 * The member's completed bookings, one row per product booked, newest trip first, each with the member's review of
 * it if written. Completion is decided by the contract's rule, so the list and the write agree.
 */
export async function completedBookings(db: Db, memberId: number, lang: Lang, now: Date): Promise<CompletedBooking[]> {
  const rows = await db
    .select({
      reservationId: reservations.id,
      number: reservations.number,
      status: reservations.status,
      departureDate: reservations.departureDate,
      productId: reservationItems.productId,
      nameEn: reservationItems.productNameEn,
      nameKo: reservationItems.productNameKo,
      images: products.images,
      reviewId: reviews.id,
    })
    .from(reservations)
    .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
    .innerJoin(products, eq(products.id, reservationItems.productId))
    .leftJoin(
      reviews,
      and(eq(reviews.reservationId, reservations.id), eq(reviews.productId, reservationItems.productId)),
    )
    .where(
      and(
        eq(reservations.memberId, memberId),
        inArray(reservations.status, [...PAID_STATUSES]),
        lt(reservations.departureDate, shopToday(now)),
      ),
    )
    .orderBy(desc(reservations.departureDate), desc(reservations.id), asc(reservationItems.id));
  const seen = new Set<string>();
  const bookings: CompletedBooking[] = [];
  for (const row of rows) {
    const key = `${row.reservationId}:${row.productId}`;
    if (seen.has(key) || !isBookingCompleted(row.status, row.departureDate, now)) continue;
    seen.add(key);
    bookings.push({
      reservation_id: row.reservationId,
      reservation_number: row.number,
      product_id: row.productId,
      product_name: lang === "ko" ? row.nameKo : row.nameEn,
      thumbnail: row.images[0] ?? "",
      departure_date: row.departureDate,
      review_id: row.reviewId,
    });
  }
  return bookings;
}

/**
 * Writes the member's review of one product of one of their bookings. Someone else's booking, or a booking without
 * that product, is "not found"; a trip not yet completed is 409. The unique index on (booking, product) decides
 * between two simultaneous posts: the second finds the conflict and answers "already reviewed".
 */
export async function createReview(
  db: Db,
  memberId: number,
  input: ReviewFields & { product_id: number; reservation_id: number },
  now: Date,
  lang: Lang,
): Promise<Review> {
  const [booking] = await db
    .select({ status: reservations.status, departureDate: reservations.departureDate })
    .from(reservations)
    .where(and(eq(reservations.id, input.reservation_id), eq(reservations.memberId, memberId)));
  if (!booking) throw reservationError(404, "reservationNotFound", "reservation_id");
  const [item] = await db
    .select({ id: reservationItems.id })
    .from(reservationItems)
    .where(
      and(eq(reservationItems.reservationId, input.reservation_id), eq(reservationItems.productId, input.product_id)),
    )
    .limit(1);
  if (!item) throw reservationError(404, "reservationNotFound", "product_id");
  if (!isBookingCompleted(booking.status, booking.departureDate, now)) {
    throw reviewError(409, "notCompleted", "reservation_id");
  }
  const [row] = await db
    .insert(reviews)
    .values({
      productId: input.product_id,
      reservationId: input.reservation_id,
      memberId,
      title: input.title,
      rating: input.rating,
      content: input.content,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [reviews.reservationId, reviews.productId] })
    .returning({ id: reviews.id });
  if (!row) throw reviewError(409, "alreadyReviewed", "reservation_id");
  return ownReview(db, memberId, row.id, lang);
}

export async function updateReview(
  db: Db,
  memberId: number,
  id: number,
  input: ReviewFields,
  now: Date,
  lang: Lang,
): Promise<Review> {
  const [row] = await db
    .update(reviews)
    .set({ title: input.title, rating: input.rating, content: input.content, updatedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.memberId, memberId)))
    .returning({ id: reviews.id });
  if (!row) throw reviewError(404, "notFound");
  return ownReview(db, memberId, id, lang);
}

/** Deletes the member's own review (its votes go with it). */
export async function deleteReview(db: Db, memberId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.memberId, memberId)))
    .returning({ id: reviews.id });
  if (!row) throw reviewError(404, "notFound");
}

export type VoteResult = { review_id: number; helpful_count: number; voted: boolean };

/**
 * Marks (`on`) or unmarks a review as helpful; both are idempotent. The vote row and the count change in one
 * transaction, and the count moves by one only when a row was really added or removed: the primary key settles
 * a double click, and the row lock of the UPDATE keeps the count exact when many members vote at once.
 */
export function setHelpful(db: Db, memberId: number, reviewId: number, on: boolean, now: Date): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const [review] = await tx
      .select({ memberId: reviews.memberId })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
    if (!review) throw reviewError(404, "notFound");
    if (review.memberId === memberId) throw reviewError(403, "ownVote");
    const vote = and(eq(reviewVotes.reviewId, reviewId), eq(reviewVotes.memberId, memberId));
    const changed = on
      ? await tx
          .insert(reviewVotes)
          .values({ reviewId, memberId, createdAt: now })
          .onConflictDoNothing()
          .returning({ reviewId: reviewVotes.reviewId })
      : await tx.delete(reviewVotes).where(vote).returning({ reviewId: reviewVotes.reviewId });
    const step = on ? sql`${reviews.helpfulCount} + 1` : sql`greatest(${reviews.helpfulCount} - 1, 0)`;
    const [after] =
      changed.length > 0
        ? await tx
            .update(reviews)
            .set({ helpfulCount: step })
            .where(eq(reviews.id, reviewId))
            .returning({ helpfulCount: reviews.helpfulCount })
        : await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
    return { review_id: reviewId, helpful_count: after?.helpfulCount ?? 0, voted: on };
  });
}
