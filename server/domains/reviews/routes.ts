import {
  CompletedBookingsQuerySchema,
  CompletedBookingsResponseSchema,
  CreateReviewBodySchema,
  HelpfulResponseSchema,
  MyReviewsQuerySchema,
  ProductReviewsParamsSchema,
  ProductReviewsQuerySchema,
  ProductReviewsResponseSchema,
  RatingSummaryResponseSchema,
  ReviewListResponseSchema,
  ReviewParamsSchema,
  ReviewQuerySchema,
  ReviewResponseSchema,
  UpdateReviewBodySchema,
} from "@contracts/reviews";
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppContext } from "../../platform/context";
import { AreaHeadersSchema, type AuthEnv, BEARER_SCHEME } from "../../platform/http/auth-middleware";
import type { RequireAuth } from "../../platform/http/doors";
import type { ApiApp } from "../../platform/http/env";
import { AppError } from "../../platform/http/errors";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import {
  completedBookings,
  createReview,
  deleteReview,
  listMyReviews,
  listProductReviews,
  ownReview,
  productExists,
  ratingSummary,
  setHelpful,
  updateReview,
} from "./reviews";
import { productNotFound } from "../catalog/routes";
import { registerAdminReviewRoutes } from "./admin-reviews";

const notFoundResponse = errorResponse("404 REVIEW_NOT_FOUND: no such review of this member");
const productNotFoundResponse = errorResponse("404 NOT_FOUND: no such product");
const DeletedResponseSchema = z.object({ data: z.object({ id: z.number().int() }), meta: z.object({}) });

/** A token is optional here: with one, the answer marks the member's own reviews and votes. */
const optionalBearer: Record<string, string[]>[] = [{}, { [BEARER_SCHEME]: [] }];

/**
 * The member behind a public call, or null for a guest. An invalid or expired token reads as a guest: the page is
 * public, and a stale session must not turn it into a sign-in prompt.
 */
async function viewerOf(member: ReturnType<RequireAuth>, c: Context): Promise<number | null> {
  if (!c.req.header("authorization")) return null;
  let viewer: number | null = null;
  try {
    const authed = c as unknown as Context<AuthEnv, string>;
    await member(authed, () => {
      viewer = authed.get("principal").accountId;
      return Promise.resolve();
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
  return viewer;
}

/**
 * Reviews: public lists and summaries per product; writing, editing, deleting and voting for members. Another
 * member's review is always 404 to the reviewing calls, and a booking that is not the member's is 404 too.
 */
export function registerReviewRoutes(app: ApiApp, appContext: AppContext) {
  const { db, now, doors, requireAuth } = appContext;
  registerAdminReviewRoutes(app, appContext);
  const member = requireAuth("member");
  const shapes = routeShapes(app, doors);

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/products/{productId}/reviews",
      tags: ["reviews"],
      summary: "A product's reviews: latest, recommended (helpful votes) or rating",
      description:
        "Public. With a member token `mine` and `voted` are filled; meta carries the paging and the summary.",
      security: optionalBearer,
      request: { headers: AreaHeadersSchema, params: ProductReviewsParamsSchema, query: ProductReviewsQuerySchema },
      responses: {
        200: jsonContent(ProductReviewsResponseSchema, "One page of reviews"),
        404: productNotFoundResponse,
      },
    }),
    async (c) => {
      const { productId } = c.req.valid("param");
      const query = c.req.valid("query");
      if (!(await productExists(db, productId))) throw productNotFound();
      const viewer = await viewerOf(member, c);
      const [{ data, meta }, summary] = await Promise.all([
        listProductReviews(db, productId, query, viewer),
        ratingSummary(db, productId),
      ]);
      return c.json(ok(data, { ...meta, summary }), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: "/api/v1/products/{productId}/reviews/summary",
      tags: ["reviews"],
      summary: "A product's average rating, review count and star distribution",
      request: { params: ProductReviewsParamsSchema },
      responses: {
        200: jsonContent(RatingSummaryResponseSchema, "The summary (average 0 without reviews)"),
        404: productNotFoundResponse,
      },
    }),
    async (c) => {
      const { productId } = c.req.valid("param");
      if (!(await productExists(db, productId))) throw productNotFound();
      return c.json(ok(await ratingSummary(db, productId)), 200);
    },
  );

  // The fixed paths come before /reviews/{id}, which would otherwise take "bookings" or "mine" for an id.
  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/reviews/bookings",
      tags: ["reviews"],
      summary: "The member's completed bookings, newest trip first, with their review if written",
      request: { query: CompletedBookingsQuerySchema },
      responses: {
        200: jsonContent(CompletedBookingsResponseSchema, "One row per product of each completed booking"),
      },
    }),
    async (c) => {
      const rows = await completedBookings(db, c.get("principal").accountId, c.req.valid("query").lang, now());
      return c.json(ok(rows), 200);
    },
  );

  shapes.pagedList("member", {
    path: "/api/v1/reviews/mine",
    tags: ["reviews"],
    summary: "The member's reviews, newest first",
    query: MyReviewsQuerySchema,
    response: ReviewListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query, memberId) => listMyReviews(db, memberId, query),
  });

  shapes.action("member", {
    method: "post",
    path: "/api/v1/reviews",
    tags: ["reviews"],
    summary: "Review a product of one of the member's completed bookings (once)",
    query: ReviewQuerySchema,
    body: { schema: CreateReviewBodySchema, required: true },
    status: 201,
    response: ReviewResponseSchema,
    answer: "Written",
    errors: {
      404: errorResponse("404 RESERVATION_NOT_FOUND: not the member's booking, or that product is not in it"),
      409: errorResponse("409 REVIEW_NOT_COMPLETED (the trip has not happened) or REVIEW_ALREADY_REVIEWED"),
    },
    act: ({ accountId, body, lang }) => createReview(db, accountId, body, now(), lang),
  });

  shapes.ownedDetail({
    path: "/api/v1/reviews/{id}",
    tags: ["reviews"],
    summary: "One of the member's reviews (to edit it)",
    params: ReviewParamsSchema,
    query: ReviewQuerySchema,
    response: ReviewResponseSchema,
    answer: "The review",
    notFound: notFoundResponse,
    read: (memberId, id, lang) => ownReview(db, memberId, id, lang),
  });

  shapes.action("member", {
    method: "put",
    path: "/api/v1/reviews/{id}",
    tags: ["reviews"],
    summary: "Edit one of the member's reviews",
    params: ReviewParamsSchema,
    query: ReviewQuerySchema,
    body: { schema: UpdateReviewBodySchema, required: true },
    status: 200,
    response: ReviewResponseSchema,
    answer: "The review as saved",
    errors: { 404: notFoundResponse },
    act: ({ accountId, id, body, lang }) => updateReview(db, accountId, id, body, now(), lang),
  });

  app.openapi(
    doors.signedIn("member", {
      method: "delete",
      path: "/api/v1/reviews/{id}",
      tags: ["reviews"],
      summary: "Delete one of the member's reviews (its helpful votes go with it)",
      request: { params: ReviewParamsSchema },
      responses: {
        200: jsonContent(DeletedResponseSchema, "Deleted"),
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      await deleteReview(db, c.get("principal").accountId, id);
      return c.json(ok({ id }), 200);
    },
  );

  for (const method of ["post", "delete"] as const) {
    const on = method === "post";
    app.openapi(
      doors.signedIn("member", {
        method,
        path: "/api/v1/reviews/{id}/helpful",
        tags: ["reviews"],
        summary: on ? "Mark a review helpful (idempotent)" : "Take back a helpful mark (idempotent)",
        request: { params: ReviewParamsSchema },
        responses: {
          200: jsonContent(HelpfulResponseSchema, "The review's count after the change"),
          403: errorResponse("403 REVIEW_OWN_VOTE: the member wrote this review"),
          404: errorResponse("404 REVIEW_NOT_FOUND: no such review"),
        },
      }),
      async (c) => {
        const result = await setHelpful(db, c.get("principal").accountId, c.req.valid("param").id, on, now());
        return c.json(ok(result), 200);
      },
    );
  }
}
