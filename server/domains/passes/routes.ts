import {
  CreatePassReservationBodySchema,
  PASSES_PATH,
  PassCardResponseSchema,
  PassHolderBodySchema,
  PassListResponseSchema,
  PassParamsSchema,
  PassRefundResponseSchema,
  PassProductListResponseSchema,
  PassProductsQuerySchema,
  PassReservationResponseSchema,
  PassResponseSchema,
  VenueListResponseSchema,
  VenueParamsSchema,
  VenueResponseSchema,
  VenuesQuerySchema,
} from "@contracts/passes";
import type { AppContext } from "../../platform/context";
import type { ApiApp } from "../../platform/http/env";
import { assertPaymentMethodOpen } from "../../platform/http/local-payment-access";
import { errorResponse, jsonContent } from "../../platform/http/openapi";
import { ok } from "../../platform/http/respond";
import { langOf } from "../reservations/http";
import { bookPasses } from "./book";
import { changeHolder, myPasses, passCard, passReservationAnswer } from "./cards";
import { passError } from "./errors";
import { refundPass } from "./refund";
import { listPassProducts } from "./products";
import { listVenueRows, toVenue, toVenueSummary, venueRow } from "./venues";

const notFound = errorResponse("404 PASS_NOT_FOUND: no such pass, or another member's (field id)");

/**
 * The visitor pass's public and member doors (ADR 0030): the pass products and partner venues, a purchase, and a
 * member's passes and card. The static paths are registered before `/{id}` so that none of them reads as an id.
 */
export function registerPassRoutes(app: ApiApp, { shop: ctx, doors }: AppContext) {
  app.openapi(
    doors.open({
      method: "get",
      path: `${PASSES_PATH}/products`,
      tags: ["passes"],
      summary: "The pass products on sale, each with its pass types (validity, price, whether on sale)",
      request: { query: PassProductsQuerySchema },
      responses: { 200: jsonContent(PassProductListResponseSchema, "The pass products, in the operators' order") },
    }),
    async (c) => {
      const data = await listPassProducts(ctx.db, langOf(c, c.req.valid("query").lang), ctx.now());
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: `${PASSES_PATH}/venues`,
      tags: ["passes"],
      summary: "The partner venues (of a category or a district when asked) and what the pass gives at each",
      request: { query: VenuesQuerySchema },
      responses: { 200: jsonContent(VenueListResponseSchema, "The published venues, in the operators' order") },
    }),
    async (c) => {
      const { lang, ...filter } = c.req.valid("query");
      const rows = await listVenueRows(ctx.db, filter);
      return c.json(ok(rows.map((row) => toVenueSummary(row, langOf(c, lang)))), 200);
    },
  );

  app.openapi(
    doors.open({
      method: "get",
      path: `${PASSES_PATH}/venues/{id}`,
      tags: ["passes"],
      summary: "One partner venue: description, address, directions, hours and pictures",
      request: { params: VenueParamsSchema, query: PassProductsQuerySchema },
      responses: {
        200: jsonContent(VenueResponseSchema, "The venue"),
        404: errorResponse("404 PASS_VENUE_NOT_FOUND (field id)"),
      },
    }),
    async (c) => {
      const row = await venueRow(ctx.db, c.req.valid("param").id);
      if (!row) throw passError(404, "venueNotFound", "id");
      return c.json(ok(toVenue(row, langOf(c, c.req.valid("query").lang))), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: `${PASSES_PATH}/reservations`,
      tags: ["passes"],
      summary: "Buy passes of one type: one per holder, as the shop's reservation of the pass channel",
      description:
        "One traveller per holder (1 to 10), no luggage; paid by card, bank transfer, Toss or PayPal (a pass never " +
        "pays for a pass). A repeated `request_id` answers the first reservation with 200. The passes are issued " +
        "when the order is paid.",
      request: {
        body: { content: { "application/json": { schema: CreatePassReservationBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PassReservationResponseSchema, "The reservation this request_id already made"),
        201: jsonContent(PassReservationResponseSchema, "Ordered"),
        409: errorResponse(
          "409 PASS_OPTION_NOT_FOUND: the type is not on sale (field option_id); 409 TOTAL_CHANGED; 409 " +
            "PAYMENT_METHOD_UNAVAILABLE",
        ),
        422: errorResponse("422 BANK_TRANSFER_TOO_LATE (field payment_method)"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      if (input.payment_method !== "qr_pass") assertPaymentMethodOpen(c, ctx, input.payment_method ?? "card");
      const { row, created } = await bookPasses(ctx, c.get("principal").accountId, input);
      return c.json(ok(await passReservationAnswer(ctx, row, input.lang)), created ? 201 : 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: `${PASSES_PATH}/mine`,
      tags: ["passes"],
      summary: "The member's passes, newest first",
      request: { query: PassProductsQuerySchema },
      responses: { 200: jsonContent(PassListResponseSchema, "Every pass of the member's paid orders") },
    }),
    async (c) => {
      const data = await myPasses(ctx, c.get("principal").accountId, langOf(c, c.req.valid("query").lang));
      return c.json(ok(data), 200);
    },
  );
}

/** A member's own pass: its card and the holder's name. Registered after the scanner's static paths. */
export function registerPassCardRoutes(app: ApiApp, { shop: ctx, doors, authConfig }: AppContext) {
  app.openapi(
    doors.signedIn("member", {
      method: "get",
      path: `${PASSES_PATH}/{id}`,
      tags: ["passes"],
      summary: "A pass's card: its QR token (its owner only), the server's clock, the countdown and its history",
      request: { params: PassParamsSchema, query: PassProductsQuerySchema },
      responses: { 200: jsonContent(PassCardResponseSchema, "The card"), 404: notFound },
    }),
    async (c) => {
      const lang = langOf(c, c.req.valid("query").lang);
      const data = await passCard(ctx, authConfig, c.get("principal").accountId, c.req.valid("param").id, lang);
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "patch",
      path: `${PASSES_PATH}/{id}/holder`,
      tags: ["passes"],
      summary: "Correct a pass holder's name, until the pass is first scanned",
      request: {
        params: PassParamsSchema,
        query: PassProductsQuerySchema,
        body: { content: { "application/json": { schema: PassHolderBodySchema } }, required: true },
      },
      responses: {
        200: jsonContent(PassResponseSchema, "The pass with its new holder"),
        404: notFound,
        409: errorResponse("409 PASS_HOLDER_LOCKED: the pass has been used (field holder)"),
      },
    }),
    async (c) => {
      const lang = langOf(c, c.req.valid("query").lang);
      const { id } = c.req.valid("param");
      const data = await changeHolder(ctx, c.get("principal").accountId, id, c.req.valid("json").holder, lang);
      return c.json(ok(data), 200);
    },
  );

  app.openapi(
    doors.signedIn("member", {
      method: "post",
      path: `${PASSES_PATH}/{id}/refund`,
      tags: ["passes"],
      summary: "Refund an unused pass within its refund window: its share of the order's payment goes back",
      description:
        "The pass is void from now. Its share goes back through the card service or PayPal at once; a bank " +
        "deposit's share is returned by the operators (`returned_at` null). An order whose every pass is refunded " +
        "is cancelled. Refunding the same pass again answers 409 PASS_ALREADY_REFUNDED.",
      request: { params: PassParamsSchema, query: PassProductsQuerySchema },
      responses: {
        200: jsonContent(PassRefundResponseSchema, "The refunded pass and what went back"),
        404: notFound,
        409: errorResponse(
          "409 PASS_REFUND_ACTIVATED: the pass has been used; 409 PASS_REFUND_WINDOW_CLOSED; 409 " +
            "PASS_ALREADY_REFUNDED (field id)",
        ),
        503: errorResponse("503 PAYMENT_PROVIDER_UNAVAILABLE: the refund could not be made; nothing changed"),
      },
    }),
    async (c) => {
      const lang = langOf(c, c.req.valid("query").lang);
      const data = await refundPass(ctx, c.get("principal").accountId, c.req.valid("param").id, lang);
      return c.json(ok(data), 200);
    },
  );
}
