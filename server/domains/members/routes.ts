import {
  CouponsQuerySchema,
  CouponsResponseSchema,
  MemberIdParamsSchema,
  MemberResponseSchema,
  PointsHistoryQuerySchema,
  PointsQuerySchema,
  PointsResponseSchema,
  PointsTotalResponseSchema,
  UpdateMemberBodySchema,
} from "@contracts/members";
import { createRoute } from "@hono/zod-openapi";
import { AreaHeadersSchema, bearerSecurity, type createRequireAuth } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent, validationErrorResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import type { AuthContext } from "../auth/context";
import { forbidden, unauthorized } from "../auth/errors";
import { listCoupons } from "./coupons";
import { listEarnings, listHistory } from "./points";
import { getMember, pointsTotal, updateMember } from "./profile";
import type { AppContext } from "../../platform/context";

const bearer = bearerSecurity;
const unauthorizedResponse = errorResponse("401 UNAUTHORIZED: no member token, or an invalid, expired or revoked one");

export type MemberRouteDeps = { ctx: AuthContext; requireAuth: ReturnType<typeof createRequireAuth> };

/** The main shop member's own profile, points and coupons: member tokens only. */
export function registerMemberRoutes(app: ApiApp, { auth: ctx, requireAuth }: AppContext) {
  const member = requireAuth("member");

  // The fixed paths come before /members/{id}, which would otherwise take "points" for an id.
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/members/points/total",
      tags: ["members"],
      summary: "The member's point balance",
      security: bearer,
      middleware: member,
      request: { headers: AreaHeadersSchema },
      responses: { 200: jsonContent(PointsTotalResponseSchema, "The balance"), 401: unauthorizedResponse },
    }),
    async (c) => c.json(ok({ total: await pointsTotal(ctx.db, c.get("principal").accountId) }), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/members/points",
      tags: ["members"],
      summary: "The member's point earnings, paged",
      description: "`is_valid=1` keeps the earnings still usable now. Page size 10, newest first by default.",
      security: bearer,
      middleware: member,
      request: { query: PointsQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(PointsResponseSchema, "One page of rows; meta has the paging"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
      },
    }),
    async (c) => {
      const result = await listEarnings(ctx.db, c.get("principal").accountId, c.req.valid("query"), ctx.now());
      return c.json(ok(result.rows, result.meta), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/members/points/history",
      tags: ["members"],
      summary: "Every point movement, paged",
      security: bearer,
      middleware: member,
      request: { query: PointsHistoryQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(PointsResponseSchema, "One page of rows; meta has the paging"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
      },
    }),
    async (c) => {
      const result = await listHistory(ctx.db, c.get("principal").accountId, c.req.valid("query"), ctx.now());
      return c.json(ok(result.rows, result.meta), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/members/coupons",
      tags: ["members"],
      summary: "The member's coupons",
      description: "With `product_id`: the unused, unexpired coupons for that product or any product.",
      security: bearer,
      middleware: member,
      request: { query: CouponsQuerySchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(CouponsResponseSchema, "The coupons, soonest expiry first"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
      },
    }),
    async (c) => {
      const data = await listCoupons(ctx.db, c.get("principal").accountId, {
        productId: c.req.valid("query").product_id,
        now: ctx.now(),
        lang: c.req.valid("query").lang,
      });
      return c.json(ok(data, { count: data.length }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/api/v1/members",
      tags: ["members"],
      summary: "Update the member's own profile",
      description: "Absent fields stay; `null` clears an optional one.",
      security: bearer,
      middleware: member,
      request: {
        headers: AreaHeadersSchema,
        body: { content: { "application/json": { schema: UpdateMemberBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(MemberResponseSchema, "The updated profile"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
      },
    }),
    async (c) => {
      const member = await updateMember(ctx.db, c.get("principal").accountId, c.req.valid("json"), ctx.now());
      if (!member) throw unauthorized();
      return c.json(ok(member), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/members/{id}",
      tags: ["members"],
      summary: "A member's profile (only the member's own)",
      security: bearer,
      middleware: member,
      request: { params: MemberIdParamsSchema, headers: AreaHeadersSchema },
      responses: {
        200: jsonContent(MemberResponseSchema, "The profile"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
        403: errorResponse("403 FORBIDDEN: another member's id"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const principal = c.get("principal");
      if (id !== principal.accountId) throw forbidden();
      const member = await getMember(ctx.db, id);
      if (!member) throw unauthorized();
      return c.json(ok(member), 200);
    },
  );
}
