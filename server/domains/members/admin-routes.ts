import {
  ADMIN_SHOP_MEMBERS_PATH,
  DeactivateMemberBodySchema,
  GrantCouponBodySchema,
  GrantCouponResponseSchema,
  GrantPointsBodySchema,
  GrantPointsResponseSchema,
  MemberAdminDetailResponseSchema,
  MemberAdminParamsSchema,
  MemberAdminPointsQuerySchema,
  MemberAdminPointsResponseSchema,
  MemberCouponParamsSchema,
  MembersAdminListResponseSchema,
  MembersAdminQuerySchema,
  MemberStatusResponseSchema,
  ReactivateMemberBodySchema,
  RevokeCouponBodySchema,
  RevokeCouponResponseSchema,
} from "@contracts/members-admin";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import {
  adjustPoints,
  grantCoupon,
  listMembersAdmin,
  memberAdminDetail,
  memberPointsHistory,
  revokeCoupon,
  setMemberStatus,
} from "./admin-members";

const TAGS = ["admin", "members"];
const notFound = errorResponse("404 NOT FOUND: no main-shop member has this id");
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/**
 * The shop console's members (ADR 0034): every console role reads; clerks and operators deactivate, reactivate and
 * grant points and coupons and revoke unused coupons, each change written with its audit entry in one transaction.
 */
export function registerMemberAdminRoutes(app: ApiApp, { db, now, doors }: AppContext) {
  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: ADMIN_SHOP_MEMBERS_PATH,
      tags: TAGS,
      summary: "The main shop's members, searched and paged (console)",
      description:
        "`q` matches part of the name, e-mail, login id or phone. Without `status`: active and inactive accounts.",
      request: { query: MembersAdminQuerySchema },
      responses: { 200: jsonContent(MembersAdminListResponseSchema, "One page, newest first; meta has the paging") },
    }),
    async (c) => {
      const result = await listMembersAdmin(db, c.req.valid("query"));
      return c.json(ok(result.rows, result.meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: `${ADMIN_SHOP_MEMBERS_PATH}/{id}`,
      tags: TAGS,
      summary: "A member's account, counts, points and coupons (console)",
      request: { params: MemberAdminParamsSchema },
      responses: { 200: jsonContent(MemberAdminDetailResponseSchema, "The member"), 404: notFound },
    }),
    async (c) => c.json(ok(await memberAdminDetail(db, c.req.valid("param").id, now())), 200),
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: `${ADMIN_SHOP_MEMBERS_PATH}/{id}/points`,
      tags: TAGS,
      summary: "A member's whole points history, newest first, paged, with who wrote each row (console)",
      request: { params: MemberAdminParamsSchema, query: MemberAdminPointsQuerySchema },
      responses: {
        200: jsonContent(MemberAdminPointsResponseSchema, "One page, newest first; meta has the paging"),
        404: notFound,
      },
    }),
    async (c) => {
      const result = await memberPointsHistory(db, c.req.valid("param").id, c.req.valid("query"), now());
      return c.json(ok(result.rows, result.meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: `${ADMIN_SHOP_MEMBERS_PATH}/{id}/deactivate`,
      tags: TAGS,
      summary: "Deactivate a member: sessions end at once, sign-in is refused (console)",
      request: { params: MemberAdminParamsSchema, body: json(DeactivateMemberBodySchema) },
      responses: {
        200: jsonContent(MemberStatusResponseSchema, "Deactivated"),
        404: notFound,
        409: errorResponse("409 CONFLICT: already inactive, or the account was deleted"),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid("json");
      const result = await setMemberStatus(db, c.get("principal"), c.req.valid("param").id, "inactive", reason, now());
      return c.json(ok(result), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: `${ADMIN_SHOP_MEMBERS_PATH}/{id}/reactivate`,
      tags: TAGS,
      summary: "Reactivate a member (console)",
      request: { params: MemberAdminParamsSchema, body: json(ReactivateMemberBodySchema) },
      responses: {
        200: jsonContent(MemberStatusResponseSchema, "Active again"),
        404: notFound,
        409: errorResponse("409 CONFLICT: already active, or the account was deleted"),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid("json");
      const result = await setMemberStatus(db, c.get("principal"), c.req.valid("param").id, "active", reason, now());
      return c.json(ok(result), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: `${ADMIN_SHOP_MEMBERS_PATH}/{id}/points`,
      tags: TAGS,
      summary: "Grant (positive) or take back (negative) a member's points with a reason (console)",
      request: { params: MemberAdminParamsSchema, body: json(GrantPointsBodySchema) },
      responses: {
        201: jsonContent(GrantPointsResponseSchema, "Written to the ledger; the new balance"),
        404: notFound,
        409: errorResponse("409 CONFLICT: the balance would go below zero, or the account was deleted"),
      },
    }),
    async (c) => {
      const result = await adjustPoints(db, c.get("principal"), c.req.valid("param").id, c.req.valid("json"), now());
      return c.json(ok(result), 201);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: `${ADMIN_SHOP_MEMBERS_PATH}/{id}/coupons`,
      tags: TAGS,
      summary: "Give a member a new coupon with a reason (console)",
      request: { params: MemberAdminParamsSchema, body: json(GrantCouponBodySchema) },
      responses: {
        201: jsonContent(GrantCouponResponseSchema, "The member's new coupon"),
        404: notFound,
        409: errorResponse("409 CONFLICT: the account was deleted"),
      },
    }),
    async (c) => {
      const coupon = await grantCoupon(db, c.get("principal"), c.req.valid("param").id, c.req.valid("json"), now());
      return c.json(ok(coupon), 201);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: `${ADMIN_SHOP_MEMBERS_PATH}/{id}/coupons/{coupon_id}/revoke`,
      tags: TAGS,
      summary: "Revoke a member's unused coupon with a reason: the member no longer sees or uses it (console)",
      request: { params: MemberCouponParamsSchema, body: json(RevokeCouponBodySchema) },
      responses: {
        200: jsonContent(RevokeCouponResponseSchema, "The coupon, revoked"),
        404: errorResponse("404 NOT FOUND: no such member, or the member holds no such coupon"),
        409: errorResponse("409 CONFLICT: the coupon was used, or is already revoked"),
      },
    }),
    async (c) => {
      const { id, coupon_id: couponId } = c.req.valid("param");
      const coupon = await revokeCoupon(db, c.get("principal"), id, couponId, c.req.valid("json").reason, now());
      return c.json(ok(coupon), 200);
    },
  );
}
