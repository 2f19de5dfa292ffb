import {
  ADMIN_RESERVATIONS_CSV_COLUMNS,
  ADMIN_RESERVATIONS_CSV_FILE_NAME,
  ADMIN_RESERVATIONS_CSV_PATH,
  AdminReservationFiltersSchema,
  AdminReservationListQuerySchema,
  AdminReservationResponseSchema,
  OperatorRefundBodySchema,
  RefuseCancelBodySchema,
  ReservationIdParamsSchema,
  ReservationListResponseSchema,
  ReservationResponseSchema,
} from "@contracts/reservations";
import { z } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context";
import { csvHeaders } from "../../platform/csv";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { refundByOperator, refuseCancel } from "./admin-actions";
import { adminReservation } from "./admin-detail";
import { filterConditions, reservationsCsv } from "./admin-list";
import { LangQuerySchema, langOf, reservationAnswer, reservationsAnswer } from "./http";
import { approveCancel, listReservationRows, recordDeposit } from "./manage";

const notFound = errorResponse("404 RESERVATION_NOT_FOUND");
const CsvSchema = z.string().openapi({ type: "string", format: "binary" });
const TAGS = ["admin"];
const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });

/**
 * The operators' calls on reservations (the shop's console, ADR 0034): the console's roles read them (`viewer`), a
 * clerk records deposits and refuses cancellations, and only operators move money (approving a cancellation, a
 * refund). Every write runs as its operator with its audit entry.
 */
export function registerAdminReservationRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/reservations",
      tags: TAGS,
      summary: "All reservations, newest first, with the console's filters",
      description:
        "status: a group (pending, confirmed, cancel_requested, cancelled) or one status (waiting, requested); " +
        "product_id, departure_from/departure_to (inclusive days), payment_method, q (number, representative, " +
        "member's name or e-mail, any case), channel (default: all).",
      request: { query: AdminReservationListQuerySchema.extend(LangQuerySchema.shape) },
      responses: {
        200: jsonContent(ReservationListResponseSchema, "One page; meta has the paging"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { rows, meta } = await listReservationRows(ctx, query, filterConditions(query));
      return c.json(ok(await reservationsAnswer(ctx, rows, langOf(c, query.lang)), meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: ADMIN_RESERVATIONS_CSV_PATH,
      tags: TAGS,
      summary: "The filtered reservations as CSV (UTF-8 with BOM; formulas defused; at most 10,000 rows)",
      request: { query: AdminReservationFiltersSchema.extend(LangQuerySchema.shape) },
      responses: {
        200: {
          description: `Header: ${ADMIN_RESERVATIONS_CSV_COLUMNS.join(", ")}; sent as ${ADMIN_RESERVATIONS_CSV_FILE_NAME}`,
          content: { "text/csv": { schema: CsvSchema } },
        },
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const csv = await reservationsCsv(ctx, query, langOf(c, query.lang));
      return c.body(csv, 200, csvHeaders(ADMIN_RESERVATIONS_CSV_FILE_NAME));
    },
  );

  app.openapi(
    doors.signedIn("viewer", {
      method: "get",
      path: "/api/v1/admin/reservations/{id}",
      tags: TAGS,
      summary: "One reservation: traveller data, items, member, payments and refunds, history of states",
      request: { params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(AdminReservationResponseSchema, "The reservation as the console shows it"),
        404: notFound,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(ok(await adminReservation(ctx, id, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/reservations/{id}/deposit",
      tags: TAGS,
      summary: "Record a bank transfer (or QR pass payment): waiting -> confirmed",
      request: { params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(ReservationResponseSchema, "Confirmed, with a bank payment of the total"),
        404: notFound,
        409: errorResponse("409 NOT_AWAITING_DEPOSIT"),
      },
    }),
    async (c) => {
      const row = await recordDeposit(ctx, c.req.valid("param").id, c.get("principal"));
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/reservations/{id}/approve-cancel",
      tags: TAGS,
      summary: "Approve a requested cancellation: refund, then cancelled (operators)",
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
      const row = await approveCancel(ctx, c.req.valid("param").id, c.get("principal"));
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.signedIn("clerk", {
      method: "post",
      path: "/api/v1/admin/reservations/{id}/refuse-cancel",
      tags: TAGS,
      summary: "Refuse a requested cancellation: back to the status it had before the request",
      description: "The reason (1 to 500 characters) is kept in the audit trail; nothing is refunded.",
      request: { params: ReservationIdParamsSchema, query: LangQuerySchema, body: json(RefuseCancelBodySchema) },
      responses: {
        200: jsonContent(ReservationResponseSchema, "As it was before the request"),
        404: notFound,
        409: errorResponse("409 NOT_CANCEL_REQUESTED"),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid("json");
      const row = await refuseCancel(ctx, c.req.valid("param").id, c.get("principal"), reason);
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.signedIn("admin", {
      method: "post",
      path: "/api/v1/admin/reservations/{id}/refund",
      tags: TAGS,
      summary: "Cancel a paid reservation and refund it through the provider that took the payment (operators)",
      description:
        "Places, coupon and points are given back; a bank deposit is owed back by hand (listed among the refunds).",
      request: { params: ReservationIdParamsSchema, query: LangQuerySchema, body: json(OperatorRefundBodySchema) },
      responses: {
        200: jsonContent(ReservationResponseSchema, "Cancelled (reason operator), its payment refunded"),
        404: notFound,
        409: errorResponse("409 NOT_REFUNDABLE: not paid, or already cancelled"),
        503: errorResponse("503 PAYMENT_PROVIDER_UNAVAILABLE: the refund failed; nothing changed"),
      },
    }),
    async (c) => {
      const { reason } = c.req.valid("json");
      const row = await refundByOperator(ctx, c.req.valid("param").id, c.get("principal"), reason);
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );
}
