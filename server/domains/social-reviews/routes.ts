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
  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/social-reviews",
      tags: ["social-reviews"],
      summary: "Send the link of a published review for one of the member's completed bookings",
      request: {
        query: SocialReviewQuerySchema,
        body: { content: { "application/json": { schema: CreateSocialReviewBodySchema } }, required: true },
      },
      responses: {
        201: jsonContent(SocialReviewResponseSchema, "Sent; waits for an operator"),
        404: errorResponse("404 RESERVATION_NOT_FOUND: not the member's booking"),
        409: errorResponse("409 SOCIAL_REVIEW_NOT_COMPLETED or SOCIAL_REVIEW_DUPLICATE (same link, same booking)"),
      },
    }),
    async (c) => {
      const row = await createRequest(
        db,
        c.get("principal").accountId,
        c.req.valid("json"),
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(row), 201);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/social-reviews",
      tags: ["social-reviews"],
      summary: "The member's review requests, newest first",
      request: { query: SocialReviewListQuerySchema },
      responses: {
        200: jsonContent(SocialReviewListResponseSchema, "One page; meta has the paging"),
      },
    }),
    async (c) => {
      const { data, meta } = await listMyRequests(db, c.get("principal").accountId, c.req.valid("query"));
      return c.json(ok(data, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/social-reviews/{id}",
      tags: ["social-reviews"],
      summary: "One of the member's review requests",
      request: { params: SocialReviewParamsSchema, query: SocialReviewQuerySchema },
      responses: {
        200: jsonContent(SocialReviewResponseSchema, "The request"),
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const row = await ownRequest(
        db,
        c.get("principal").accountId,
        c.req.valid("param").id,
        c.req.valid("query").lang,
      );
      return c.json(ok(row), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "put",
      path: "/api/v1/social-reviews/{id}",
      tags: ["social-reviews"],
      summary: "Change the link of a pending request",
      request: {
        params: SocialReviewParamsSchema,
        query: SocialReviewQuerySchema,
        body: { content: { "application/json": { schema: UpdateSocialReviewBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SocialReviewResponseSchema, "The request as saved"),
        404: notFoundResponse,
        409: errorResponse("409 SOCIAL_REVIEW_NOT_PENDING or SOCIAL_REVIEW_DUPLICATE"),
      },
    }),
    async (c) => {
      const row = await updateRequest(
        db,
        c.get("principal").accountId,
        c.req.valid("param").id,
        c.req.valid("json").url,
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(row), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/social-reviews",
      tags: ["admin"],
      summary: "Every member's review requests in one status (default pending), newest first",
      request: { query: AdminSocialReviewListQuerySchema },
      responses: {
        200: jsonContent(SocialReviewListResponseSchema, "One page; meta has the paging"),
      },
    }),
    async (c) => {
      const { data, meta } = await listAllRequests(db, c.req.valid("query"));
      return c.json(ok(data, meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/social-reviews/{id}/approve",
      tags: ["admin"],
      summary: "Approve a pending request and grant points (default 1,000) through the points ledger",
      description:
        "The ledger row (kind earn, reason social_review, valid one year) is written in the same transaction.",
      request: {
        params: SocialReviewParamsSchema,
        query: SocialReviewQuerySchema,
        body: { content: { "application/json": { schema: ApproveSocialReviewBodySchema } }, required: false },
      },
      responses: {
        200: jsonContent(SocialReviewResponseSchema, "Approved"),
        404: errorResponse("404 SOCIAL_REVIEW_NOT_FOUND"),
        409: decidedResponse,
      },
    }),
    async (c) => {
      // Without a JSON body the validator does not run (the body is optional): the defaults are applied here.
      const body = ApproveSocialReviewBodySchema.parse(c.req.valid("json") ?? {});
      const row = await decideRequest(
        db,
        c.req.valid("param").id,
        { approve: true, points: body.points, note: body.note },
        c.get("principal").accountId,
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(row), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/social-reviews/{id}/reject",
      tags: ["admin"],
      summary: "Reject a pending request with a reason for the member",
      request: {
        params: SocialReviewParamsSchema,
        query: SocialReviewQuerySchema,
        body: { content: { "application/json": { schema: RejectSocialReviewBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(SocialReviewResponseSchema, "Rejected"),
        404: errorResponse("404 SOCIAL_REVIEW_NOT_FOUND"),
        409: decidedResponse,
      },
    }),
    async (c) => {
      const row = await decideRequest(
        db,
        c.req.valid("param").id,
        { approve: false, note: c.req.valid("json").note },
        c.get("principal").accountId,
        now(),
        c.req.valid("query").lang,
      );
      return c.json(ok(row), 200);
    },
  );
}
