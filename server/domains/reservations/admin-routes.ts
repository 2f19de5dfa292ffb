import {
  AdminReservationListQuerySchema,
  ReservationIdParamsSchema,
  ReservationListResponseSchema,
  ReservationResponseSchema,
} from "@contracts/reservations";
import { createRoute } from "@hono/zod-openapi";
import { AreaHeadersSchema, bearerSecurity } from "../../platform/http/auth-middleware";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent, validationErrorResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { approveCancel, listReservationRows, recordDeposit } from "./manage";
import { toReservations } from "./view";
import { LangQuerySchema, langOf, reservationAnswer, type ShopRouteDeps } from "./routes";
import type { AppContext } from "../../platform/context";

const adminOnly = errorResponse("401 UNAUTHORIZED: no admin token (X-Auth-Area: admin)");
const notFound = errorResponse("404 RESERVATION_NOT_FOUND");

/** Operator calls: every member's reservations, a deposit received, a cancellation approved. */
export function registerAdminReservationRoutes(app: ApiApp, { shop: ctx, requireAuth }: AppContext) {
  const admin = requireAuth("admin");

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/admin/reservations",
      tags: ["admin"],
      summary: "All members' reservations, newest first",
      security: bearerSecurity,
      middleware: admin,
      request: { headers: AreaHeadersSchema, query: AdminReservationListQuerySchema.extend(LangQuerySchema.shape) },
      responses: {
        200: jsonContent(ReservationListResponseSchema, "One page; meta has the paging"),
        400: validationErrorResponse,
        401: adminOnly,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { rows, meta } = await listReservationRows(ctx, query);
      const data = await toReservations(ctx.db, rows, {
        lang: langOf(c, query.lang),
        payments: ctx.payments,
        now: ctx.now(),
      });
      return c.json(ok(data, meta), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/admin/reservations/{id}/deposit",
      tags: ["admin"],
      summary: "Record a bank transfer (or QR pass payment): waiting -> confirmed",
      security: bearerSecurity,
      middleware: admin,
      request: { headers: AreaHeadersSchema, params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(ReservationResponseSchema, "Confirmed, with a bank payment of the total"),
        400: validationErrorResponse,
        401: adminOnly,
        404: notFound,
        409: errorResponse("409 NOT_AWAITING_DEPOSIT"),
      },
    }),
    async (c) => {
      const row = await recordDeposit(ctx, c.req.valid("param").id);
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/admin/reservations/{id}/approve-cancel",
      tags: ["admin"],
      summary: "Approve a requested cancellation: refund, then cancelled",
      description: "Refunds through the provider that took the payment and gives back places, coupon and points.",
      security: bearerSecurity,
      middleware: admin,
      request: { headers: AreaHeadersSchema, params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(ReservationResponseSchema, "Cancelled (reason operator)"),
        400: validationErrorResponse,
        401: adminOnly,
        404: notFound,
        409: errorResponse("409 NOT_CANCEL_REQUESTED"),
        503: errorResponse("503 PAYMENT_PROVIDER_UNAVAILABLE: the refund failed; nothing changed"),
      },
    }),
    async (c) => {
      const row = await approveCancel(ctx, c.req.valid("param").id);
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );
}
