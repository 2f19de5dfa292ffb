import {
  CancelReservationBodySchema,
  CreateReservationBodySchema,
  ReservationIdParamsSchema,
  ReservationListQuerySchema,
  ReservationListResponseSchema,
  ReservationResponseSchema,
} from "@contracts/reservations";
import type { z } from "@hono/zod-openapi";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { assertPaymentMethodOpen } from "../../platform/http/local-payment-access";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { attributeToPromotion } from "../promotions";
import { createReservation } from "./create";
import { LangQuerySchema, langOf, reservationAnswer, reservationsAnswer } from "./http";
import { cancelByMember, listReservationRows, ownReservation } from "./manage";

const notFoundResponse = errorResponse("404 RESERVATION_NOT_FOUND: no such reservation of this member");

/** The member's reservations: book, list, read, cancel. Another member's reservation is always 404. */
export function registerReservationRoutes(app: ApiApp, context: AppContext) {
  const { shop: ctx, doors } = context;
  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/reservations",
      tags: ["reservations"],
      summary: "Book from cart items or straight from a product",
      description:
        "Every rule is checked again inside one transaction; places are taken atomically. A repeated `request_id` " +
        "answers the first reservation with 200.",
      request: {
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: CreateReservationBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(ReservationResponseSchema, "The reservation this request_id already made"),
        201: jsonContent(ReservationResponseSchema, "Booked"),
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
      // a new order is the promotion link's the visitor came through, if any (ADR 0034); a repeat is not counted
      if (created) await attributeToPromotion(c, context, "booking", row.id);
      const data = await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang));
      return created ? c.json(ok(data), 201) : c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/reservations",
      tags: ["reservations"],
      summary: "The member's reservations, newest first",
      request: { query: ReservationListQuerySchema.extend(LangQuerySchema.shape) },
      responses: {
        200: jsonContent(ReservationListResponseSchema, "One page; meta has the paging"),
      },
    }),
    async (c) => {
      const query = c.req.valid("query");
      const { rows, meta } = await listReservationRows(ctx, { ...query, memberId: c.get("principal").accountId });
      return c.json(ok(await reservationsAnswer(ctx, rows, langOf(c, query.lang)), meta), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: "/api/v1/reservations/{id}",
      tags: ["reservations"],
      summary: "One of the member's reservations",
      request: { params: ReservationIdParamsSchema, query: LangQuerySchema },
      responses: {
        200: jsonContent(ReservationResponseSchema, "The reservation"),
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const row = await ownReservation(ctx, c.get("principal").accountId, c.req.valid("param").id);
      return c.json(ok(await reservationAnswer(ctx, row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: "/api/v1/reservations/{id}/cancel",
      tags: ["reservations"],
      summary: "Cancel (unpaid) or ask to cancel (paid)",
      description:
        "Waiting and pending orders are cancelled at once and give back places, coupon and points; paid ones become " +
        "cancel_requested until the operator approves. A second cancel, or one after the departure, is 409.",
      request: {
        params: ReservationIdParamsSchema,
        query: LangQuerySchema,
        body: { content: { "application/json": { schema: CancelReservationBodySchema } }, required: false },
      },
      responses: {
        200: jsonContent(ReservationResponseSchema, "The reservation after the cancel"),
        404: notFoundResponse,
        409: errorResponse("409 ALREADY_CANCEL_REQUESTED, ALREADY_CANCELLED, EXPIRED or DEPARTED"),
      },
    }),
    async (c) => {
      const body = c.req.valid("json") as z.output<typeof CancelReservationBodySchema> | undefined;
      const lang = langOf(c, c.req.valid("query").lang);
      const memberId = c.get("principal").accountId;
      const row = await cancelByMember(ctx, memberId, c.req.valid("param").id, body?.reason ?? "", lang);
      return c.json(ok(await reservationAnswer(ctx, row, lang)), 200);
    },
  );
}
