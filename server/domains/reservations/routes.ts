import { LangSchema } from "@contracts/settings";
import {
  CancelReservationBodySchema,
  CreateReservationBodySchema,
  ReservationIdParamsSchema,
  ReservationListQuerySchema,
  ReservationListResponseSchema,
  ReservationResponseSchema,
} from "@contracts/reservations";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { AreaHeadersSchema, bearerSecurity, type createRequireAuth } from "../../platform/http/auth-middleware";
import { assertPaymentMethodOpen } from "../../platform/http/local-payment-access";
import type { ApiApp } from "../../platform/http/env";
import { errorResponse, jsonContent, validationErrorResponse } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import type { ShopContext } from "./context";
import { createReservation } from "./create";
import { cancelByMember, listReservationRows, ownReservation } from "./manage";
import { type Lang, pickLang, type ReservationRow, toReservations } from "./view";
import type { AppContext } from "../../platform/context";

export type ShopRouteDeps = { ctx: ShopContext; requireAuth: ReturnType<typeof createRequireAuth> };

export const LangQuerySchema = z.object({
  lang: LangSchema.optional().describe("Names in en or ko; default: Accept-Language, else en"),
});

export const unauthorizedResponse = errorResponse("401 UNAUTHORIZED: no member token, or an invalid one");
const notFoundResponse = errorResponse("404 RESERVATION_NOT_FOUND: no such reservation of this member");

export const langOf = (c: Context, query?: string): Lang => pickLang(query, c.req.header("accept-language"));

/** One reservation shaped for the API (items, thumbnail, deposit account). */
export async function reservationAnswer(ctx: ShopContext, row: ReservationRow, lang: Lang) {
  const [reservation] = await toReservations(ctx.db, [row], { lang, payments: ctx.payments, now: ctx.now() });
  if (!reservation) throw new Error("reservation vanished while shaping it");
  return reservation;
}

/** The member's reservations: book, list, read, cancel. Another member's reservation is always 404. */
export function registerReservationRoutes(app: ApiApp, { shop: ctx, requireAuth }: AppContext) {
  const member = requireAuth("member");

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/reservations",
      tags: ["reservations"],
      summary: "Book from cart items or straight from a product",
      description:
        "Every rule is checked again inside one transaction; places are taken atomically. A repeated `request_id` " +
        "answers the first reservation with 200.",
      security: bearerSecurity,
      middleware: member,
      request: {
        headers: AreaHeadersSchema,
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: CreateReservationBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ReservationResponseSchema, "The reservation this request_id already made"),
        201: jsonContent(ReservationResponseSchema, "Booked"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
        409: errorResponse(
          "409 SOLD_OUT (field options): not enough places left; 409 PAYMENT_METHOD_UNAVAILABLE (field " +
            "payment_method): the method pays on the local test page and this caller may not use it",
        ),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      // before anything is written: an order this caller could never pay is not made (ADR 0018, PAYMENTS_LOCAL)
      assertPaymentMethodOpen(c, ctx, input.payment_method ?? "card");
      const { row, created } = await createReservation(ctx, c.get("principal").accountId, input);
      const data = await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang));
      return created ? c.json(ok(data), 201) : c.json(ok(data), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/v1/reservations",
      tags: ["reservations"],
      summary: "The member's reservations, newest first",
      security: bearerSecurity,
      middleware: member,
      request: { headers: AreaHeadersSchema, query: ReservationListQuerySchema.extend(LangQuerySchema.shape) },
      responses: {
        200: jsonContent(ReservationListResponseSchema, "One page; meta has the paging"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { rows, meta } = await listReservationRows(ctx, { ...query, memberId: c.get("principal").accountId });
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
      method: "get",
      path: "/api/v1/reservations/{id}",
      tags: ["reservations"],
      summary: "One of the member's reservations",
      security: bearerSecurity,
      middleware: member,
      request: { headers: AreaHeadersSchema, params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(ReservationResponseSchema, "The reservation"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const row = await ownReservation(ctx, c.get("principal").accountId, c.req.valid("param").id);
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/v1/reservations/{id}/cancel",
      tags: ["reservations"],
      summary: "Cancel (unpaid) or ask to cancel (paid)",
      description:
        "Waiting and pending orders are cancelled at once and give back places, coupon and points; paid ones become " +
        "cancel_requested until the operator approves. A second cancel, or one after the departure, is 409.",
      security: bearerSecurity,
      middleware: member,
      request: {
        headers: AreaHeadersSchema,
        params: ReservationIdParamsSchema,
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: CancelReservationBodySchema } }, required: false },
      },
      responses: {
        200: jsonContent(ReservationResponseSchema, "The reservation after the cancel"),
        400: validationErrorResponse,
        401: unauthorizedResponse,
        404: notFoundResponse,
        409: errorResponse("409 ALREADY_CANCEL_REQUESTED, ALREADY_CANCELLED, EXPIRED or DEPARTED"),
      },
    }),
    async (c) => {
      const body = c.req.valid("json") as z.output<typeof CancelReservationBodySchema> | undefined;
      const lang = langOf(c, c.req.valid("query").lang);
      const row = await cancelByMember(
        ctx,
        c.get("principal").accountId,
        c.req.valid("param").id,
        body?.reason ?? "",
        lang,
      );
      return c.json(ok(await reservationAnswer(ctx, row, lang)), 200);
    },
  );
}
