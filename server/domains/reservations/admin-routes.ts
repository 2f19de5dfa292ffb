import {
  AdminReservationListQuerySchema,
  ReservationIdParamsSchema,
  ReservationListResponseSchema,
  ReservationResponseSchema,
} from "@contracts/reservations";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { LangQuerySchema, langOf, reservationAnswer, reservationsAnswer } from "./http";
import { approveCancel, listReservationRows, recordDeposit } from "./manage";

const notFound = errorResponse("404 RESERVATION_NOT_FOUND");

/** Operator calls: every member's reservations, a deposit received, a cancellation approved. */
export function registerAdminReservationRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  app.openapi(
    doors.signedIn("admin", {
      method: "get",
      path: "/api/v1/admin/reservations",
      tags: ["admin"],
      summary: "All members' reservations, newest first",
      request: { query: AdminReservationListQuerySchema.extend(LangQuerySchema.shape) },
      responses: {
        200: jsonContent(ReservationListResponseSchema, "One page; meta has the paging"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { rows, meta } = await listReservationRows(ctx, query);
      return c.json(ok(await reservationsAnswer(ctx, rows, langOf(c, query.lang)), meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/reservations/{id}/deposit",
      tags: ["admin"],
      summary: "Record a bank transfer (or QR pass payment): waiting -> confirmed",
      request: { params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(ReservationResponseSchema, "Confirmed, with a bank payment of the total"),
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
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/reservations/{id}/approve-cancel",
      tags: ["admin"],
      summary: "Approve a requested cancellation: refund, then cancelled",
      description: "Refunds through the provider that took the payment and gives back places, coupon and points.",
      request: { params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(ReservationResponseSchema, "Cancelled (reason operator)"),
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
