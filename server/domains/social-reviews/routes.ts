import {
  AdminSocialReviewListQuerySchema,
  ApproveSocialReviewBodySchema,
  CreateSocialReviewBodySchema,
  RejectSocialReviewBodySchema,
  SocialReviewListQuerySchema,
  SocialReviewListResponseSchema,
  SocialReviewParamsSchema,
  SocialReviewQuerySchema,
  SocialReviewResponseSchema,
  UpdateSocialReviewBodySchema,
} from "@contracts/social-reviews";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { routeShapes } from "../../platform/http/route-shapes";
import {
  createRequest,
  decideRequest,
  listAllRequests,
  listMyRequests,
  ownRequest,
  updateRequest,
} from "./social-reviews";

const notFoundResponse = errorResponse("404 SOCIAL_REVIEW_NOT_FOUND: no such request of this member");
const decidedResponse = errorResponse("409 SOCIAL_REVIEW_NOT_PENDING: already approved or rejected");

/**
 * Social review requests: members send the link of a review they published for a completed booking and may change
 * it while it waits; operators approve (granting points) or reject it.
 */
export function registerSocialReviewRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  const shapes = routeShapes(app, doors);

  shapes.action("member", {
    method: "post",
    path: "/api/v1/social-reviews",
    tags: ["social-reviews"],
    summary: "Send the link of a published review for one of the member's completed bookings",
    query: SocialReviewQuerySchema,
    body: { schema: CreateSocialReviewBodySchema, required: true },
    status: 201,
    response: SocialReviewResponseSchema,
    answer: "Sent; waits for an operator",
    errors: {
      404: errorResponse("404 RESERVATION_NOT_FOUND: not the member's booking"),
      409: errorResponse("409 SOCIAL_REVIEW_NOT_COMPLETED or SOCIAL_REVIEW_DUPLICATE (same link, same booking)"),
    },
    act: ({ accountId, body, lang }) => createRequest(db, accountId, body, now(), lang),
  });

  shapes.pagedList("member", {
    path: "/api/v1/social-reviews",
    tags: ["social-reviews"],
    summary: "The member's review requests, newest first",
    query: SocialReviewListQuerySchema,
    response: SocialReviewListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query, memberId) => listMyRequests(db, memberId, query),
  });

  shapes.ownedDetail({
    path: "/api/v1/social-reviews/{id}",
    tags: ["social-reviews"],
    summary: "One of the member's review requests",
    params: SocialReviewParamsSchema,
    query: SocialReviewQuerySchema,
    response: SocialReviewResponseSchema,
    answer: "The request",
    notFound: notFoundResponse,
    read: (memberId, id, lang) => ownRequest(db, memberId, id, lang),
  });

  shapes.action("member", {
    method: "put",
    path: "/api/v1/social-reviews/{id}",
    tags: ["social-reviews"],
    summary: "Change the link of a pending request",
    params: SocialReviewParamsSchema,
    query: SocialReviewQuerySchema,
    body: { schema: UpdateSocialReviewBodySchema, required: true },
    status: 200,
    response: SocialReviewResponseSchema,
    answer: "The request as saved",
    errors: { 404: notFoundResponse, 409: errorResponse("409 SOCIAL_REVIEW_NOT_PENDING or SOCIAL_REVIEW_DUPLICATE") },
    act: ({ accountId, id, body, lang }) => updateRequest(db, accountId, id, body.url, now(), lang),
  });

  // The shop's console: every console role reads the requests; a clerk (or operator) decides them.
  shapes.pagedList("viewer", {
    path: "/api/v1/admin/social-reviews",
    tags: ["admin"],
    summary: "Every member's review requests in one status (default pending), newest first",
    query: AdminSocialReviewListQuerySchema,
    response: SocialReviewListResponseSchema,
    answer: "One page; meta has the paging",
    list: (query) => listAllRequests(db, query),
  });

  const decided = {
    404: errorResponse("404 SOCIAL_REVIEW_NOT_FOUND"),
    409: decidedResponse,
  };

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/social-reviews/{id}/approve",
      tags: ["admin"],
      summary: "Approve a pending request and grant points (default 1,000) through the points ledger",
      description:
        "The ledger row (kind earn, reason social_review, valid one year) and the audit entry are written in the " +
        "same transaction; of two approvals at once one succeeds and the other is 409, so points are granted once.",
      request: {
        params: SocialReviewParamsSchema,
        query: SocialReviewQuerySchema,
        body: { content: { "application/json": { schema: ApproveSocialReviewBodySchema } }, required: false },
      },
      responses: { 200: jsonContent(SocialReviewResponseSchema, "Approved"), ...decided },
    }),
    async (c) => {
      // Without a JSON body the validator does not run (the body is optional): the defaults are applied here.
      const body = ApproveSocialReviewBodySchema.parse((c.req.valid("json") as unknown) ?? {});
      const request = await decideRequest(
        db,
        c.get("principal"),
        c.req.valid("param").id,
        { approve: true, points: body.points, note: body.note },
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(request), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/social-reviews/{id}/reject",
      tags: ["admin"],
      summary: "Refuse a pending request with a reason for the member",
      request: {
        params: SocialReviewParamsSchema,
        query: SocialReviewQuerySchema,
        body: { content: { "application/json": { schema: RejectSocialReviewBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(SocialReviewResponseSchema, "Rejected"), ...decided },
    }),
    async (c) => {
      const request = await decideRequest(
        db,
        c.get("principal"),
        c.req.valid("param").id,
        { approve: false, note: c.req.valid("json").note },
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(request), 200);
    },
  );
}
