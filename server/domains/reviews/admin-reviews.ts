import type { PageMeta } from "@contracts/envelope";
import {
  type AdminReview,
  AdminReviewListQuerySchema,
  AdminReviewListResponseSchema,
  AdminReviewResponseSchema,
  HideReviewBodySchema,
  maskReviewerName,
  ReviewParamsSchema,
  ReviewQuerySchema,
} from "@contracts/reviews";
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/client";
import { containsPattern } from "../../platform/db/query-text";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { type Actor, asActor, recordAudit } from "../audit/audit";
import type { DbOrTx } from "../auth/sessions";
import { accounts } from "../auth/tables";
import { products } from "../catalog/tables";
import { type Lang, reviewError } from "./reviews";
import { reviews } from "./tables";
import { pageMeta, pageOffset } from "../../platform/db/paging";

type AdminReviewQuery = z.output<typeof AdminReviewListQuerySchema>;

function adminColumns(lang: Lang) {
  return {
    review: reviews,
    productName: lang === "ko" ? products.nameKo : products.nameEn,
    memberName: accounts.name,
    memberEmail: accounts.email,
  };
}

type AdminRow = {
  review: typeof reviews.$inferSelect;
  productName: string;
  memberName: string;
  memberEmail: string;
};

function toAdminReview({ review, productName, memberName, memberEmail }: AdminRow): AdminReview {
  return {
    id: review.id,
    product_id: review.productId,
    product_name: productName,
    reservation_id: review.reservationId,
    author: maskReviewerName(memberName),
    mine: false,
    title: review.title,
    rating: review.rating,
    content: review.content,
    helpful_count: review.helpfulCount,
    voted: false,
    hidden: review.hiddenAt !== null,
    hidden_reason: review.hiddenReason,
    hidden_at: review.hiddenAt ? review.hiddenAt.toISOString() : null,
    member_id: review.memberId,
    member_name: memberName,
    member_email: memberEmail,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
  };
}

/** Operators: every review, newest first, narrowed by product, stars, hidden or shown and words. */
export async function listAdminReviews(
  db: Db,
  query: AdminReviewQuery,
): Promise<{ data: AdminReview[]; meta: PageMeta }> {
  const conditions: SQL[] = [];
  if (query.product_id !== undefined) conditions.push(eq(reviews.productId, query.product_id));
  if (query.rating !== undefined) conditions.push(eq(reviews.rating, query.rating));
  if (query.hidden === "hidden") conditions.push(isNotNull(reviews.hiddenAt));
  if (query.hidden === "shown") conditions.push(isNull(reviews.hiddenAt));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const words = or(
      ilike(reviews.title, pattern),
      ilike(reviews.content, pattern),
      ilike(accounts.name, pattern),
      ilike(accounts.email, pattern),
    );
    if (words) conditions.push(words);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [counted] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(accounts, eq(accounts.id, reviews.memberId))
    .where(where);
  const rows = await db
    .select(adminColumns(query.lang))
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(accounts, eq(accounts.id, reviews.memberId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.per_page)
    .offset(pageOffset(query));
  return { data: rows.map(toAdminReview), meta: pageMeta(query, counted?.n ?? 0) };
}

async function adminReview(db: DbOrTx, id: number, lang: Lang): Promise<AdminReview> {
  const [row] = await db
    .select(adminColumns(lang))
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(accounts, eq(accounts.id, reviews.memberId))
    .where(eq(reviews.id, id));
  if (!row) throw reviewError(404, "notFound");
  return toAdminReview(row);
}

/**
 * Hides a shown review with a reason, or shows a hidden one again, as `actor`: the change and its audit entry land
 * in one transaction. The row lock decides between two operators at once: the second finds it already so (409).
 */
export function setReviewHidden(
  db: Db,
  actor: Actor,
  id: number,
  change: { hide: true; reason: string } | { hide: false },
  now: Date,
  lang: Lang,
): Promise<AdminReview> {
  return asActor(db, actor, async (tx) => {
    const [row] = await tx
      .select({ hiddenAt: reviews.hiddenAt, hiddenReason: reviews.hiddenReason })
      .from(reviews)
      .where(eq(reviews.id, id))
      .for("update");
    if (!row) throw reviewError(404, "notFound");
    if (change.hide && row.hiddenAt !== null) throw reviewError(409, "alreadyHidden");
    if (!change.hide && row.hiddenAt === null) throw reviewError(409, "notHidden");
    await tx
      .update(reviews)
      .set(change.hide ? { hiddenAt: now, hiddenReason: change.reason } : { hiddenAt: null, hiddenReason: "" })
      .where(eq(reviews.id, id));
    await recordAudit(tx, actor, {
      subject: "review",
      subjectId: id,
      action: change.hide ? "hidden" : "unhidden",
      detail: change.hide ? { reason: change.reason } : { reason: { from: row.hiddenReason, to: "" } },
    });
    return adminReview(tx, id, lang);
  });
}

/**
 * The shop's console on reviews: every console role reads them; a clerk (or operator) hides one with a reason (it
 * leaves the product's page and its averages; its author still sees it, with the reason) or shows it again.
 */
export function registerAdminReviewRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/reviews",
      tags: ["admin"],
      summary: "Every review, newest first: by product, stars, hidden or shown, and words (title, content, author)",
      request: { query: AdminReviewListQuerySchema },
      responses: { 200: jsonContent(AdminReviewListResponseSchema, "One page; meta has the paging") },
    }),
    async (c) => {
      const { data, meta } = await listAdminReviews(db, c.req.valid("query"));
      return c.json(ok(data, meta), 200);
    },
  );

  const errors = {
    404: errorResponse("404 REVIEW_NOT_FOUND"),
  };

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/reviews/{id}/hide",
      tags: ["admin"],
      summary: "Hide a review with a reason (off the product's page and averages; its author sees the reason)",
      request: {
        params: ReviewParamsSchema,
        query: ReviewQuerySchema,
        body: { content: { "application/json": { schema: HideReviewBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(AdminReviewResponseSchema, "Hidden"),
        ...errors,
        409: errorResponse("409 REVIEW_ALREADY_HIDDEN"),
      },
    }),
    async (c) => {
      const review = await setReviewHidden(
        db,
        c.get("principal"),
        c.req.valid("param").id,
        { hide: true, reason: c.req.valid("json").reason },
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(review), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/reviews/{id}/unhide",
      tags: ["admin"],
      summary: "Show a hidden review again",
      request: { params: ReviewParamsSchema, query: ReviewQuerySchema },
      responses: {
        200: jsonContent(AdminReviewResponseSchema, "Shown again"),
        ...errors,
        409: errorResponse("409 REVIEW_NOT_HIDDEN"),
      },
    }),
    async (c) => {
      const review = await setReviewHidden(
        db,
        c.get("principal"),
        c.req.valid("param").id,
        { hide: false },
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(review), 200);
    },
  );
}
