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
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { forbidden, unauthorized } from "../auth/errors";
import { listCoupons } from "./coupons";
import { listEarnings, listHistory } from "./points";
import { getMember, pointsTotal, updateMember } from "./profile";

/** The main shop member's own profile, points and coupons: member tokens only. */
export function registerMemberRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  // The fixed paths come before /members/{id}, which would otherwise take "points" for an id.
  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/members/points/total",
      tags: ["members"],
      summary: "The member's point balance",
      responses: { 200: jsonContent(PointsTotalResponseSchema, "The balance") },
    }),
    async (c) => c.json(ok({ total: await pointsTotal(db, c.get("principal").accountId) }), 200),
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/members/points",
      tags: ["members"],
      summary: "The member's point earnings, paged",
      description: "`is_valid=1` keeps the earnings still usable now. Page size 10, newest first by default.",
      request: { query: PointsQuerySchema },
      responses: { 200: jsonContent(PointsResponseSchema, "One page of rows; meta has the paging") },
    }),
    async (c) => {
      const result = await listEarnings(db, c.get("principal").accountId, c.req.valid("query"), now());
      return c.json(ok(result.rows, result.meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/members/points/history",
      tags: ["members"],
      summary: "Every point movement, paged",
      request: { query: PointsHistoryQuerySchema },
      responses: { 200: jsonContent(PointsResponseSchema, "One page of rows; meta has the paging") },
    }),
    async (c) => {
      const result = await listHistory(db, c.get("principal").accountId, c.req.valid("query"), now());
      return c.json(ok(result.rows, result.meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/members/coupons",
      tags: ["members"],
      summary: "The member's coupons",
      description: "With `product_id`: the unused, unexpired coupons for that product or any product.",
      request: { query: CouponsQuerySchema },
      responses: { 200: jsonContent(CouponsResponseSchema, "The coupons, soonest expiry first") },
    }),
    async (c) => {
      const { product_id, lang } = c.req.valid("query");
      const data = await listCoupons(db, c.get("principal").accountId, { productId: product_id, now: now(), lang });
      return c.json(ok(data, { count: data.length }), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "put",
      path: "/api/v1/members",
      tags: ["members"],
      summary: "Update the member's own profile",
      description: "Absent fields stay; `null` clears an optional one.",
      request: {
        body: { content: { "application/json": { schema: UpdateMemberBodySchema } }, required: true },
      },
      responses: { 200: jsonContent(MemberResponseSchema, "The updated profile") },
    }),
    async (c) => {
      const member = await updateMember(db, c.get("principal").accountId, c.req.valid("json"), now());
      if (!member) throw unauthorized();
      return c.json(ok(member), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/members/{id}",
      tags: ["members"],
      summary: "A member's profile (only the member's own)",
      request: { params: MemberIdParamsSchema },
      responses: {
        200: jsonContent(MemberResponseSchema, "The profile"),
        403: errorResponse("403 FORBIDDEN: another member's id"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      if (id !== c.get("principal").accountId) throw forbidden();
      const member = await getMember(db, id);
      if (!member) throw unauthorized();
      return c.json(ok(member), 200);
    },
  );
}
